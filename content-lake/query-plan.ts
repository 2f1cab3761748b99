import type { ExprNode } from 'groq-js';
import { compileFilter } from './filter-compiler.ts';
import type { LakeDocument } from './types.ts';
import type { DatasetView } from './views.ts';

/**
 * Rewrites `*[filter]` so that groq-js evaluates the filter over the few
 * documents that can possibly pass it, instead of over the whole dataset:
 *
 * - `_type == "x"` / `_type in [...]` picks documents from the type index;
 * - `_id == "x"` / `_id in [...]` picks them from the id index;
 * - a `match` on the document's own text (`title match $term`,
 *   `pt::text(body) match $term`, …) first drops documents whose text does not
 *   even contain the pattern's literal pieces.
 *
 * The filter itself then runs on what is left (compiled to JavaScript where
 * `filter-compiler.ts` can, by groq-js otherwise), so results are exactly
 * those of the plain evaluation; only the work shrinks. Every narrowing rule
 * here may only ever keep too many documents, never too few.
 */
export function narrowFilters(tree: ExprNode, view: DatasetView, params: Record<string, unknown>): ExprNode {
  return rewrite(tree, view, params) as ExprNode;
}

export type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function rewrite(value: unknown, view: DatasetView, params: Record<string, unknown>): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const next = rewrite(item, view, params);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (!isNode(value) || value.type === 'Value') return value;
  // `*[filter][0...10]` and `*[filter][0]` need only the first few matches, in dataset order.
  const limit = firstItemsNeeded(value);
  if (limit !== null && isEverythingFilter(value.base)) {
    const planned = planFilter(value.base, view, params, limit);
    if (planned.type === 'Value') return { ...value, base: planned };
  }
  let out: Node = value;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== 'object' || child === null) continue;
    const next = rewrite(child, view, params);
    if (next !== child) {
      if (out === value) out = { ...value };
      out[key] = next;
    }
  }
  return isEverythingFilter(out) ? planFilter(out, view, params, Infinity) : out;
}

function isEverythingFilter(node: unknown): node is Node {
  return isNode(node) && node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything';
}

/** How many leading items a slice or element access reads, or null when not a plain prefix. */
function firstItemsNeeded(node: Node): number | null {
  if (node.type === 'AccessElement' && typeof node.index === 'number' && node.index >= 0) return node.index + 1;
  if (node.type === 'Slice' && typeof node.left === 'number' && typeof node.right === 'number' && node.left >= 0 && node.right >= 0) {
    return node.isInclusive ? node.right + 1 : node.right;
  }
  return null;
}

/**
 * A compiled filter is evaluated here (up to `limit` matches) and becomes a
 * plain value; otherwise groq-js filters the narrowed candidates.
 */
function planFilter(filter: Node, view: DatasetView, params: Record<string, unknown>, limit: number): Node {
  const { documents, screen } = candidatesFor(filter.expr as Node, view, params);
  const predicate = compileFilter(filter.expr, params);
  if (predicate) {
    const matches: LakeDocument[] = [];
    for (const doc of documents ?? view.documents) {
      if (matches.length >= limit) break;
      if ((!screen || screen(doc)) && predicate(doc)) matches.push(doc);
    }
    return { type: 'Value', value: matches };
  }
  if (!documents && !screen) return filter;
  const narrowed = screen ? (documents ?? view.documents).filter(screen) : documents!;
  return { ...filter, base: { type: 'Value', value: narrowed } };
}

/**
 * The documents a filter can possibly match, from the id or type index
 * (null: all of them), and a cheap text test they must also pass (null: none).
 */
function candidatesFor(expr: Node, view: DatasetView, params: Record<string, unknown>) {
  const terms = andTerms(expr);
  let documents: LakeDocument[] | null = null;
  for (const term of terms) {
    const ids = constantsFor(term, '_id', params);
    if (ids) {
      documents = byIds(ids, view);
      break;
    }
  }
  if (!documents) {
    for (const term of terms) {
      const types = constantsFor(term, '_type', params);
      if (types) {
        documents = byTypes(types, view);
        break;
      }
    }
  }
  let screen: ((doc: LakeDocument) => boolean) | null = null;
  for (const term of terms) {
    screen = textScreen(term, params);
    if (screen) break;
  }
  return { documents, screen };
}

export function andTerms(node: Node): Node[] {
  if (node.type === 'Group' && isNode(node.base)) return andTerms(node.base);
  if (node.type === 'And' && isNode(node.left) && isNode(node.right)) return [...andTerms(node.left), ...andTerms(node.right)];
  return [node];
}

function orTerms(node: Node): Node[] {
  if (node.type === 'Group' && isNode(node.base)) return orTerms(node.base);
  if (node.type === 'Or' && isNode(node.left) && isNode(node.right)) return [...orTerms(node.left), ...orTerms(node.right)];
  return [node];
}

/** `@.field` with no base: an attribute of the document being filtered. */
function isOwnAttribute(node: unknown, name: string): boolean {
  return (
    isNode(node) &&
    node.type === 'AccessAttribute' &&
    node.name === name &&
    (node.base === undefined || (isNode(node.base) && node.base.type === 'This'))
  );
}

/** A value known before evaluation: a literal, a parameter, or an array of them. */
function constant(node: unknown, params: Record<string, unknown>): { value: unknown } | null {
  if (!isNode(node)) return null;
  if (node.type === 'Value') return { value: node.value };
  if (node.type === 'Parameter' && typeof node.name === 'string' && node.name in params) return { value: params[node.name] };
  if (node.type === 'Group') return constant(node.base, params);
  if (node.type === 'Array' && Array.isArray(node.elements)) {
    const values: unknown[] = [];
    for (const element of node.elements as Node[]) {
      if (element.isSplat) return null;
      const item = constant(element.value, params);
      if (!item) return null;
      values.push(item.value);
    }
    return { value: values };
  }
  return null;
}

/**
 * The set of strings `field` must be one of for `term` to hold: from
 * `field == c`, `c == field`, `field in [c, …]`, or an `||` of those.
 */
export function constantsFor(term: Node, field: string, params: Record<string, unknown>): Set<string> | null {
  const alternatives = orTerms(term);
  const out = new Set<string>();
  for (const alt of alternatives) {
    if (alt.type !== 'OpCall') return null;
    let found: unknown;
    if (alt.op === '==' && isOwnAttribute(alt.left, field)) found = constant(alt.right, params);
    else if (alt.op === '==' && isOwnAttribute(alt.right, field)) found = constant(alt.left, params);
    else if (alt.op === 'in' && isOwnAttribute(alt.left, field)) found = constant(alt.right, params);
    if (!found) return null;
    const value = (found as { value: unknown }).value;
    const list = alt.op === 'in' ? value : [value];
    if (!Array.isArray(list)) return null;
    // Only strings can equal a string field; anything else matches nothing.
    for (const item of list) if (typeof item === 'string') out.add(item);
  }
  return out;
}

const typeSubsets = new WeakMap<DatasetView, Map<string, LakeDocument[]>>();

function byTypes(types: Set<string>, view: DatasetView): LakeDocument[] {
  if (types.size === 1) return view.byType.get([...types][0]!) ?? [];
  const key = [...types].sort().join('\u0000');
  let cache = typeSubsets.get(view);
  if (!cache) typeSubsets.set(view, (cache = new Map()));
  let docs = cache.get(key);
  if (!docs) {
    // Filtered in dataset order, so results keep the order a scan would give.
    docs = view.documents.filter((doc) => types.has(doc._type));
    if (cache.size > 100) cache.clear();
    cache.set(key, docs);
  }
  return docs;
}

function byIds(ids: Set<string>, view: DatasetView): LakeDocument[] {
  const found: LakeDocument[] = [];
  for (const id of ids) {
    const doc = view.byId.get(id);
    if (doc) found.push(doc);
  }
  if (found.length < 2) return found;
  const wanted = new Set(found);
  return view.documents.filter((doc) => wanted.has(doc));
}

// groq-js's own tokenisation for `match` (see its matchTokenize and
// matchPatternRegex): separators, and dots next to a word boundary removed.
const patternTerms = /([^!@#$%^&(),\\/?";:{}|[\]+<>\s-])+/g;
const edgeDots = /(\b\.+|\.+\b)/g;

/** A predicate every document passing `term` satisfies, or null when `term` is not a text match. */
function textScreen(term: Node, params: Record<string, unknown>): ((doc: LakeDocument) => boolean) | null {
  const alternatives: string[][] = [];
  for (const alt of orTerms(term)) {
    if (alt.type !== 'OpCall' || alt.op !== 'match' || !isOwnText(alt.left)) return null;
    const pattern = patternStrings(alt.right, params);
    if (!pattern) return null;
    const fragments = literalFragments(pattern);
    if (fragments === 'never') continue;
    if (fragments === null || fragments.length === 0) return null;
    alternatives.push(fragments);
  }
  return (doc) => {
    const text = searchableText(doc);
    return alternatives.some((fragments) => fragments.every((fragment) => text.includes(fragment)));
  };
}

/** Text that comes from the document itself: its attributes, `pt::text()` or `lower()` of them. */
function isOwnText(node: unknown): boolean {
  if (!isNode(node)) return false;
  switch (node.type) {
    case 'This':
      return true;
    case 'AccessAttribute':
      return node.base === undefined || isOwnText(node.base);
    case 'AccessElement':
    case 'ArrayCoerce':
    case 'Group':
      return isOwnText(node.base);
    case 'Array':
      return (node.elements as Node[]).every((element) => isOwnText(element.value));
    case 'FuncCall':
      return (
        ((node.namespace === 'pt' && node.name === 'text') || (node.namespace === 'global' && node.name === 'lower')) &&
        (node.args as unknown[]).every(isOwnText)
      );
    default:
      return false;
  }
}

function patternStrings(node: unknown, params: Record<string, unknown>): string[] | null {
  if (isNode(node) && node.type === 'FuncCall' && node.namespace === 'global' && node.name === 'lower') {
    const inner = patternStrings((node.args as unknown[])[0], params);
    return inner && inner.map((s) => s.toLowerCase());
  }
  const found = constant(node, params);
  if (!found) return null;
  const list = Array.isArray(found.value) ? found.value : [found.value];
  return list.every((item) => typeof item === 'string') ? (list as string[]) : null;
}

/**
 * The literal pieces every token matching the pattern must contain, lowercased:
 * `*` and `.` are wildcards in groq-js's pattern regex. 'never' when the
 * pattern has no terms (groq-js then matches nothing); null when a piece is not
 * ASCII, where case folding could differ from the regex's.
 */
function literalFragments(patterns: string[]): string[] | 'never' | null {
  const fragments: string[] = [];
  let terms = 0;
  for (const pattern of patterns) {
    for (const term of pattern.replace(edgeDots, '').match(patternTerms) ?? []) {
      terms++;
      for (const piece of term.split(/[*.]+/)) {
        if (piece === '') continue;
        if (/[^\x20-\x7e]/.test(piece)) return null;
        fragments.push(piece.toLowerCase());
      }
    }
  }
  return terms === 0 ? 'never' : fragments;
}

const texts = new WeakMap<LakeDocument, string>();

/**
 * Every string in the document, lowercased without dots, plus the joined span
 * text of each Portable Text block (what `pt::text` produces), cached per
 * document. Any token groq-js would match against lies inside it.
 */
function searchableText(doc: LakeDocument): string {
  let text = texts.get(doc);
  if (text === undefined) {
    const parts: string[] = [];
    collectText(doc, parts);
    text = parts.join('\u0000').toLowerCase().replace(/\./g, '');
    texts.set(doc, text);
  }
  return text;
}

function collectText(value: unknown, parts: string[]): void {
  if (typeof value === 'string') {
    parts.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, parts);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.children)) {
      parts.push(
        record.children.map((child) => (child && typeof child === 'object' && typeof child.text === 'string' ? child.text : '')).join(''),
      );
    }
    for (const child of Object.values(record)) collectText(child, parts);
  }
}
