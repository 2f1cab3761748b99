/**
 * Where groq-js departs from the GROQ specification and an equivalent tree
 * puts it right, the parsed query is rewritten before evaluation:
 *
 * - `path(a) in path(b)`: groq-js only matches a string against a path
 *   pattern and answers null for a path on the left. `path(x)` is `x` as a
 *   path when `x` is a string and null otherwise, and `x in path(b)` is null
 *   for anything but a string, so `x in path(b)` gives the specified answer.
 *
 * (groq-js also keeps every null in `array::unique`; no rewrite in GROQ can
 * express keeping only the first, so that one is left as it is.)
 */
import type { ExprNode } from 'groq-js';

export type Node = { type: string; [key: string]: unknown };

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function unwrapGroups(node: Node): Node {
  return node.type === 'Group' && isNode(node.base) ? unwrapGroups(node.base) : node;
}

function pathArgument(node: unknown): Node | null {
  if (!isNode(node)) return null;
  const inner = unwrapGroups(node);
  const args = inner.args as unknown[] | undefined;
  return inner.type === 'FuncCall' && inner.namespace === 'global' && inner.name === 'path' && args?.length === 1 && isNode(args[0])
    ? args[0]
    : null;
}

export function followSpec(tree: ExprNode): ExprNode {
  return mapTree(tree, (node) => {
    if (node.type === 'OpCall' && node.op === 'in' && pathArgument(node.right)) {
      const left = pathArgument(node.left);
      if (left) return { ...node, left };
    }
    return node;
  }) as ExprNode;
}

/** Rebuilds a parsed tree bottom-up through `fix`, copying only the nodes on a changed path. */
export function mapTree(value: unknown, fix: (node: Node) => Node): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const next = mapTree(item, fix);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (!isNode(value) || value.type === 'Value') return value;
  let out: Node = value;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== 'object' || child === null) continue;
    const next = mapTree(child, fix);
    if (next !== child) {
      if (out === value) out = { ...value };
      out[key] = next;
    }
  }
  return fix(out);
}
