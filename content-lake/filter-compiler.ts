/**
 * Compiles the filter expressions the site's queries use (`_type` and `_id`
 * tests, `==`, `!=`, `in`, `defined()`, `match` on the document's own text,
 * `pt::text()`, `lower()`, `&&`, `||`, `!`) into plain JavaScript predicates
 * with the exact semantics of groq-js, so a search over thousands of
 * documents does not pay groq-js's per-node interpretation and regex
 * compilation for every document. Anything else returns null, and groq-js
 * evaluates the filter as usual. `query-plan.test.ts` checks the results
 * against groq-js's own.
 */
import type { LakeDocument } from './types.ts';

type Node = { type: string; [key: string]: unknown };
/** A GROQ value as plain JSON; `null` stands for GROQ's null. */
type Json = unknown;
type Compiled = (doc: LakeDocument) => Json;

export type Predicate = (doc: LakeDocument) => boolean;

/** A predicate that is true exactly where groq-js's filter would yield `true`, or null if not compilable. */
export function compileFilter(expr: unknown, params: Record<string, unknown>): Predicate | null {
  const compiled = compile(expr, params);
  return compiled && ((doc) => compiled(doc) === true);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function compile(node: unknown, params: Record<string, unknown>): Compiled | null {
  if (!isNode(node)) return null;
  switch (node.type) {
    case 'Value': {
      const value = node.value ?? null;
      return () => value;
    }
    case 'Parameter': {
      if (typeof node.name !== 'string' || !(node.name in params)) return null;
      const value = params[node.name] ?? null;
      return () => value;
    }
    case 'Group':
      return compile(node.base, params);
    case 'This':
      return (doc) => doc;
    case 'AccessAttribute': {
      const base = node.base === undefined ? (doc: LakeDocument) => doc : compile(node.base, params);
      const name = node.name as string;
      return (
        base &&
        ((doc) => {
          const value = base(doc);
          return isPlainObject(value) && Object.hasOwn(value, name) ? (value[name] ?? null) : null;
        })
      );
    }
    case 'Array': {
      const elements = (node.elements as Node[]).map((element) => (element.isSplat ? null : compile(element.value, params)));
      if (elements.some((element) => element === null)) return null;
      return (doc) => (elements as Compiled[]).map((element) => element(doc));
    }
    case 'And':
    case 'Or': {
      const left = compile(node.left, params);
      const right = compile(node.right, params);
      if (!left || !right) return null;
      const decisive = node.type === 'Or';
      return (doc) => {
        const a = left(doc);
        if (a === decisive) return decisive;
        const b = right(doc);
        if (b === decisive) return decisive;
        return typeof a === 'boolean' && typeof b === 'boolean' ? !decisive : null;
      };
    }
    case 'Not': {
      const base = compile(node.base, params);
      return (
        base &&
        ((doc) => {
          const value = base(doc);
          return typeof value === 'boolean' ? !value : null;
        })
      );
    }
    case 'OpCall':
      return compileOperator(node, params);
    case 'FuncCall':
      return compileFunction(node, params);
    default:
      return null;
  }
}

/** groq-js's `isEqual`: only strings, booleans, nulls and numbers are ever equal. */
function isEqual(a: Json, b: Json): boolean {
  if (a === null || b === null) return a === b;
  const type = typeof a;
  return (type === 'string' || type === 'number' || type === 'boolean') && type === typeof b && a === b;
}

function compileOperator(node: Node, params: Record<string, unknown>): Compiled | null {
  if (node.op === 'match') return compileMatch(node, params);
  if (node.op !== '==' && node.op !== '!=' && node.op !== 'in') return null;
  const left = compile(node.left, params);
  const right = compile(node.right, params);
  if (!left || !right) return null;
  if (node.op === '==') return (doc) => isEqual(left(doc), right(doc));
  if (node.op === '!=') return (doc) => !isEqual(left(doc), right(doc));
  return (doc) => {
    const list = right(doc);
    if (!Array.isArray(list)) return null;
    const value = left(doc);
    return list.some((item) => isEqual(value, item ?? null));
  };
}

function compileFunction(node: Node, params: Record<string, unknown>): Compiled | null {
  const args = node.args as unknown[];
  if (args.length !== 1) return null;
  const arg = compile(args[0], params);
  if (!arg) return null;
  const name = `${node.namespace}::${node.name}`;
  switch (name) {
    case 'global::defined':
      return (doc) => arg(doc) !== null;
    case 'global::lower':
    case 'string::lower':
      return (doc) => {
        const value = arg(doc);
        return typeof value === 'string' ? value.toLowerCase() : null;
      };
    case 'pt::text':
      return (doc) => portableTextContent(arg(doc));
    default:
      return null;
  }
}

// groq-js's `match` tokenisation (matchTokenize, matchPatternRegex).
const tokenChars = /([^!@#$%^&*(),\\/?";:{}|[\]+<>\s-])+/g;
const patternChars = /([^!@#$%^&(),\\/?";:{}|[\]+<>\s-])+/g;
const edgeDots = /(\b\.+|\.+\b)/g;

function tokenize(text: string): string[] {
  return text.replace(edgeDots, '').match(tokenChars) ?? [];
}

/** The words of a `match` pattern as groq-js splits it; each `*` in a word matches any run of characters. */
export function patternTerms(text: string): string[] {
  return text.replace(edgeDots, '').match(patternChars) ?? [];
}

function patternRegexes(text: string): RegExp[] {
  return patternTerms(text).map((term) => new RegExp(`^${term.slice(0, 1024).replace(/\*/g, '.*')}$`, 'i'));
}

const tokenCache = new WeakMap<LakeDocument, Map<string, string[]>>();
const tokenTextsPerDocument = 16;

function compileMatch(node: Node, params: Record<string, unknown>): Compiled | null {
  // The pattern must be known before evaluation, so its regexes are built once.
  const right = compile(node.right, params);
  if (!right || !isConstant(node.right)) return null;
  const pattern = right({ _id: '', _type: '' });
  const parts = Array.isArray(pattern) ? pattern : [pattern];
  const success = parts.every((part) => typeof part === 'string');
  const regexes = success ? (parts as string[]).flatMap(patternRegexes) : [];
  if (regexes.length === 0) return () => false;

  const left = compile(node.left, params);
  if (!left) return null;
  const tokensOf = (doc: LakeDocument): string[] => {
    const value = left(doc);
    return typeof value === 'string'
      ? tokenize(value)
      : Array.isArray(value)
        ? value.flatMap((part) => (typeof part === 'string' ? tokenize(part) : []))
        : [];
  };
  // The document's tokens are kept between requests, unless a value from the request (a parameter) goes into
  // them; a few texts per document at most, so that distinct queries cannot grow the cache.
  const key = JSON.stringify(node.left);
  const cacheable = !key.includes('"Parameter"') && !key.includes('"Value"');
  return (doc) => {
    let tokens: string[] | undefined;
    if (cacheable) {
      let cache = tokenCache.get(doc);
      if (!cache) tokenCache.set(doc, (cache = new Map()));
      tokens = cache.get(key);
      if (!tokens) {
        if (cache.size >= tokenTextsPerDocument) cache.clear();
        cache.set(key, (tokens = tokensOf(doc)));
      }
    } else {
      tokens = tokensOf(doc);
    }
    if (tokens.length === 0) return false;
    return regexes.every((regex) => tokens.some((token) => regex.test(token)));
  };
}

/** A node whose value does not depend on the document: literals, parameters and functions of them. */
function isConstant(node: unknown): boolean {
  if (!isNode(node)) return false;
  switch (node.type) {
    case 'Value':
    case 'Parameter':
      return true;
    case 'Group':
      return isConstant(node.base);
    case 'Array':
      return (node.elements as Node[]).every((element) => !element.isSplat && isConstant(element.value));
    case 'FuncCall':
      return (node.args as unknown[]).every(isConstant);
    default:
      return false;
  }
}

// groq-js's pt::text: the span text of a block, or of every block in an array, blocks joined by a blank line.
function portableTextContent(value: Json): string | null {
  if (isPlainObject(value)) return blockText(value);
  if (Array.isArray(value)) {
    const texts = arrayText(value);
    if (texts.length > 0) return texts.join('\n\n');
  }
  return null;
}

function arrayText(value: unknown[], result: string[] = []): string[] {
  for (const block of value) {
    if (Array.isArray(block)) arrayText(block, result);
    else if (isPlainObject(block)) {
      const text = blockText(block);
      if (text !== null) result.push(text);
    }
  }
  return result;
}

function blockText(obj: Record<string, unknown>): string | null {
  if (typeof obj._type !== 'string') return null;
  const children = obj.children;
  if (!Array.isArray(children)) return null;
  let result = '';
  for (const child of children) {
    if (isPlainObject(child) && child._type === 'span' && typeof child.text === 'string') result += child.text;
  }
  return result;
}
