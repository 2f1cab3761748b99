import { evaluate, parse, type ExprNode, type Value } from 'groq-js';
import { LRUCache } from 'lru-cache';
import { queryParseError } from './errors.ts';
import { narrowFilters } from './query-plan.ts';
import type { LakeDocument } from './types.ts';
import { followSpec } from './spec-fixes.ts';
import { rewriteTextQueries } from './text-query.ts';
import type { DatasetView } from './views.ts';

// Parsed trees by query and parameters, bounded by their size: parameters are
// part of the tree (`[$from..$to]` must know its numbers), and may be large.
const parsed = new LRUCache<string, ExprNode>({ max: 500, maxSize: 8 * 1024 * 1024, sizeCalculation: (_, key) => key.length * 2 });
const largestCachedKey = 64 * 1024;

/**
 * Parses a query with its parameters (cached) and checks every `$param` it
 * uses was supplied: groq-js would quietly evaluate a missing one as null,
 * where Sanity answers 400.
 */
export function prepareQuery(query: string, params: Record<string, unknown>): ExprNode {
  const key = `${query}\u0000${JSON.stringify(params)}`;
  let tree = parsed.get(key);
  if (!tree) {
    try {
      // With the parameters, so that slices and element access by parameter (`[$i]`, `[$from..$to]`) work as in Sanity.
      tree = followSpec(rewriteTextQueries(parse(query, { params })));
    } catch (error) {
      const err = error as Error & { position?: number };
      const position = typeof err.position === 'number' ? err.position : 0;
      const description = err.message.replace(/^Syntax error in GROQ query at position \d+: /, '');
      throw queryParseError(query, description, position, Math.min(position + 1, query.length));
    }
    if (key.length <= largestCachedKey) parsed.set(key, tree);
  }
  for (const name of parameterNames(tree)) {
    if (name in params) continue;
    const at = new RegExp(`\\$${name}(?![A-Za-z0-9_])`).exec(query);
    const start = at ? at.index : 0;
    throw queryParseError(query, `param $${name} referenced, but not provided`, start, start + name.length + 1);
  }
  return tree;
}

/** Parameters left in the tree: those the request did not supply (supplied ones are parsed in as values). */
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

/** Evaluates a prepared query against one view of the dataset; the value is read (and serialised) by the caller. */
export async function runQuery(tree: ExprNode, context: QueryContext): Promise<Value> {
  const { view, params, projectId, dataset, onDereference } = context;
  const plan = narrowFilters(tree, view, params);
  return evaluate(plan, {
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
}
