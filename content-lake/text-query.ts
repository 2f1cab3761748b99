/**
 * `x match text::query("…")`: the search syntax Sanity's Content Lake adds to
 * GROQ and the Studio's document lists and search send (`*` for everything,
 * `word*` for a prefix, `"exact words"`, `-word` to leave out). groq-js has
 * no `text::query`, so the parsed query is rewritten into plain `match`:
 * the words and phrases together as one pattern (every word must match),
 * and `!(x match "word")` for each word left out.
 *
 * groq-js's `match` reads strings only, so `[@, _id] match …` (a whole
 * document) finds by id alone; the Studio's search also scores each type's
 * searchable fields by name (`title match text::query(…)`), and those find
 * by text.
 */
import type { ExprNode } from 'groq-js';
import { isNode, mapTree, type Node } from './spec-fixes.ts';

const tokenPattern = /(?:[^\s"]+|"[^"]*")+/g;

function textQueryArgument(node: unknown): string | null {
  if (!isNode(node) || node.type !== 'FuncCall' || node.namespace !== 'text' || node.name !== 'query') return null;
  const [arg] = node.args as Node[];
  return arg?.type === 'Value' && typeof arg.value === 'string' ? arg.value : null;
}

/** The plain GROQ for `left match text::query(search)`. */
function plainMatch(left: unknown, search: string): Node {
  const tokens = (search.match(tokenPattern) ?? []).map((token) => token.trim()).filter(Boolean);
  const unquote = (token: string) => token.replace(/^"(.*)"$/, '$1');
  const wanted = tokens.filter((token) => !token.startsWith('-') && token !== '*').map(unquote);
  const unwanted = tokens.filter((token) => token.startsWith('-') && token.length > 1).map((token) => unquote(token.slice(1)));
  const match = (pattern: string): Node => ({ type: 'OpCall', op: 'match', left, right: { type: 'Value', value: pattern } });
  let expr: Node = wanted.length > 0 ? match(wanted.join(' ')) : { type: 'Value', value: true };
  for (const word of unwanted) expr = { type: 'And', left: expr, right: { type: 'Not', base: match(word) } };
  return { type: 'Group', base: expr };
}

export function rewriteTextQueries(tree: ExprNode): ExprNode {
  return mapTree(tree, (node) => {
    const search = node.type === 'OpCall' && node.op === 'match' ? textQueryArgument(node.right) : null;
    return search === null ? node : plainMatch(node.left, search);
  }) as ExprNode;
}
