/**
 * What a listener's filter may be, and the test it becomes. As in Sanity, a
 * listener's filter sees one document at a time: no sub-query (`*`), no
 * reference followed (`->`), no parent scope (`^`). With them, whether a
 * listener without a token hears of a public change could depend on private
 * documents (`*[_type == "post" && count(*[_type == "enquiry" && …]) > 0]`),
 * and every filter would scan the dataset on the lake's main thread at every
 * write. `match` and `path()` patterns become backtracking regular
 * expressions, where a few wildcards over one long word take seconds, so a
 * listener's patterns must be fixed and have at most one `*` per word, and
 * few words. As in Sanity, only the filter is used: a projection or an
 * `order()` after it (the Studio's releases list sends both, the same query
 * it fetches) is ignored, not evaluated.
 */
import { evaluateSync, parse, type ExprNode } from 'groq-js';
import { compileFilter, patternTerms } from './filter-compiler.ts';
import type { LakeDocument } from './types.ts';

/** Words in all of a listener's `match` patterns: each is tried on every word of every document written. */
const maxListenerMatchWords = 16;

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const oneDocument = (what: string) =>
  `A listener's filter sees one document at a time, as in Sanity: it may not hold ${what}. Query for the rest, and listen to the documents themselves`;

/** A predicate for documents the listener's `*[filter]` matches; throws with a message for the listener if the filter is not allowed. */
export function listenerFilter(query: string, params: Record<string, unknown>): (doc: LakeDocument) => boolean {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    throw new Error(`The listener's query is not valid GROQ: ${(error as Error).message}`);
  }
  const filters: ExprNode[] = [];
  let node = withoutIgnoredParts(tree);
  while (node.type === 'Filter') {
    filters.unshift(node.expr);
    node = node.base;
  }
  if (node.type !== 'Everything')
    throw new Error(
      'The listener\'s query must be a filter of the whole dataset, such as *[_type == "post"] (a projection or order() after it is ignored)',
    );
  const words = { count: 0 };
  for (const expr of filters) check(expr, params, words);

  const tests = filters.map(
    (expr) =>
      compileFilter(expr, params) ??
      // The rest of GROQ (references(), path(), functions the compiler does not know) on the one document alone.
      ((doc: LakeDocument) => {
        const result = evaluateSync({ type: 'Filter', base: { type: 'Value', value: [doc] }, expr } as ExprNode, { dataset: [], params });
        return result.isArray() && (result.data as unknown[]).length > 0;
      }),
  );
  return (doc) => tests.every((test) => test(doc));
}

/**
 * The query without what Sanity's listeners ignore after the filter: a
 * projection (`*[…]{…}`) and `| order(…)`, in any order and number.
 */
function withoutIgnoredParts(tree: ExprNode): ExprNode {
  let node = tree;
  for (;;) {
    if (node.type === 'PipeFuncCall' && node.name === 'order') node = node.base;
    else if (node.type === 'Map' && node.expr.type === 'Projection' && node.expr.base.type === 'This') node = node.base;
    else return node;
  }
}

/** Throws, with a message for the listener, at the first thing its filter may not hold (see above). */
function check(node: unknown, params: Record<string, unknown>, words: { count: number }): void {
  if (Array.isArray(node)) {
    for (const item of node) check(item, params, words);
    return;
  }
  if (!isNode(node) || node.type === 'Value') return;
  if (node.type === 'Everything') throw new Error(oneDocument('a sub-query (*[…])'));
  if (node.type === 'Deref') throw new Error(oneDocument('a reference followed with ->'));
  if (node.type === 'Parent') throw new Error(oneDocument('a parent scope (^)'));
  if (node.type === 'OpCall' && node.op === 'match') {
    for (const term of fixedStrings(node.right, params, 'match').flatMap(patternTerms)) {
      if (term.split('*').length > 2)
        throw new Error(`A match pattern in a listener's filter may have at most one * per word, not "${term}"`);
      if (++words.count > maxListenerMatchWords)
        throw new Error(`The match patterns of a listener's filter may have at most ${maxListenerMatchWords} words in all`);
    }
  }
  if (node.type === 'FuncCall' && node.name === 'path' && node.namespace === 'global') {
    for (const pattern of fixedStrings((node.args as unknown[])[0], params, 'path()')) {
      if (pattern.split('.').filter((part) => part === '*' || part === '**').length > 1)
        throw new Error(`A path() pattern in a listener's filter may have at most one * or ** part, not "${pattern}"`);
    }
  }
  for (const value of Object.values(node)) if (typeof value === 'object') check(value, params, words);
}

/** The strings of a pattern known before any document is seen: literals and parameters, or arrays of them. */
function fixedStrings(node: unknown, params: Record<string, unknown>, what: string): string[] {
  const value = fixedValue(node, params);
  if (value === undefined) throw new Error(`A ${what} pattern in a listener's filter must be a fixed pattern (a string or a parameter)`);
  return (Array.isArray(value) ? value : [value]).filter((part): part is string => typeof part === 'string');
}

function fixedValue(node: unknown, params: Record<string, unknown>): unknown {
  if (!isNode(node)) return undefined;
  if (node.type === 'Value') return node.value;
  if (node.type === 'Parameter') return params[node.name as string] ?? null;
  if (node.type === 'Group') return fixedValue(node.base, params);
  if (node.type === 'Array') {
    const elements = (node.elements as { value: unknown; isSplat: boolean }[]).map((element) =>
      element.isSplat ? undefined : fixedValue(element.value, params),
    );
    return elements.includes(undefined) ? undefined : elements;
  }
  return undefined;
}
