import { evaluate, parse, type ExprNode } from 'groq-js';
import { queryParseError } from './errors.ts';
import { narrowFilters } from './query-plan.ts';
import type { LakeDocument } from './types.ts';
import type { DatasetView } from './views.ts';

const parsed = new Map<string, ExprNode>();
const parseCacheSize = 500;

/**
 * Parses a query (cached by its text) and checks every `$param` it uses was
 * supplied: groq-js would quietly evaluate a missing one as null, where
 * Sanity answers 400.
 */
export function prepareQuery(query: string, params: Record<string, unknown>): ExprNode {
  let tree = parsed.get(query);
  if (!tree) {
    try {
      tree = parse(query);
    } catch (error) {
      const err = error as Error & { position?: number };
      const position = typeof err.position === 'number' ? err.position : 0;
      const description = err.message.replace(/^Syntax error in GROQ query at position \d+: /, '');
      throw queryParseError(query, description, position, Math.min(position + 1, query.length));
    }
    if (parsed.size >= parseCacheSize) parsed.delete(parsed.keys().next().value as string);
    parsed.set(query, tree);
  }
  for (const name of parameterNames(tree)) {
    if (!(name in params)) {
      const at = new RegExp(`\\$${name}(?![A-Za-z0-9_])`).exec(query);
      const start = at ? at.index : 0;
      throw queryParseError(query, `param $${name} referenced, but not provided`, start, start + name.length + 1);
    }
  }
  return tree;
}

function parameterNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) parameterNames(child, names);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name);
    for (const [key, child] of Object.entries(record)) {
      // A `Value` node holds data, not syntax: nothing in it is a parameter.
      if (!(record.type === 'Value' && key === 'value')) parameterNames(child, names);
    }
  }
  return names;
}

export interface QueryContext {
  view: DatasetView;
  params: Record<string, unknown>;
  projectId: string;
  dataset: string;
  /** Told of every `->` (the id, and the document or null), for the answer's sync tags. */
  onDereference?: (id: string, document: LakeDocument | null) => void;
}

/** Evaluates a prepared query against one view of the dataset. */
export async function runQuery(tree: ExprNode, context: QueryContext): Promise<unknown> {
  const { view, params, projectId, dataset, onDereference } = context;
  const plan = narrowFilters(tree, view, params);
  const value = await evaluate(plan, {
    dataset: view.documents,
    params,
    sanity: { projectId, dataset },
    // `->` looks the id up in the view's index instead of scanning the dataset.
    dereference: ({ _ref }) => {
      const document = view.byId.get(_ref) ?? null;
      onDereference?.(_ref, document);
      return document;
    },
  });
  return value.get();
}
