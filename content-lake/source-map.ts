/**
 * Content Source Maps for query results (`resultSourceMap=…`), which the
 * visual-editing overlay needs to know where each text came from. groq-js
 * keeps no provenance, so the lake finds it by value: each string in the
 * result is attributed to the document field holding exactly that text,
 * preferring a document whose `_id` the result names around it. Good enough
 * for editors clicking through a preview; a real Content Lake is exact.
 */
import type { LakeDocument } from './types.ts';
import type { DatasetView } from './views.ts';

interface Source {
  doc: LakeDocument;
  path: string;
}

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>;
}

const escape = (text: string) => text.replace(/['\\]/g, (c) => `\\${c}`);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const indexes = new WeakMap<DatasetView, Map<string, Source[]>>();

/** Every string of every document, with the JSONPath (keyed array selectors) it sits at. */
function valueIndex(view: DatasetView): Map<string, Source[]> {
  let index = indexes.get(view);
  if (index) return index;
  index = new Map();
  const visit = (doc: LakeDocument, value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (path.startsWith("$['_")) return;
      let list = index!.get(value);
      if (!list) index!.set(value, (list = []));
      list.push({ doc, path });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const key = isRecord(item) && typeof item._key === 'string' ? `[?(@._key=='${escape(item._key)}')]` : `[${i}]`;
        visit(doc, item, `${path}${key}`);
      });
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '_key' || key === '_type' || key === '_ref') continue;
        visit(doc, child, `${path}['${escape(key)}']`);
      }
    }
  };
  for (const doc of view.documents) visit(doc, doc, '$');
  indexes.set(view, index);
  return index;
}

export function buildSourceMap(result: unknown, view: DatasetView): ContentSourceMap {
  const index = valueIndex(view);
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<LakeDocument, number>();
  const pathIndex = new Map<string, number>();

  const record = (resultPath: string, source: Source) => {
    let document = documentIndex.get(source.doc);
    if (document === undefined) {
      document = map.documents.push({ _id: source.doc._id, _type: source.doc._type }) - 1;
      documentIndex.set(source.doc, document);
    }
    let path = pathIndex.get(source.path);
    if (path === undefined) {
      path = map.paths.push(source.path) - 1;
      pathIndex.set(source.path, path);
    }
    map.mappings[resultPath] = { type: 'value', source: { type: 'documentValue', document, path } };
  };

  // Walks as @sanity/client's stega encoder does: arrays by index, objects by key, blocks by children and spans by text.
  const walk = (value: unknown, path: string, nearby: string[]) => {
    if (typeof value === 'string') {
      const candidates = index.get(value);
      if (!candidates) return;
      const preferred = nearby.map((id) => candidates.find((c) => c.doc._id === id)).find(Boolean);
      record(path, preferred ?? candidates[0]!);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`, nearby));
    } else if (isRecord(value)) {
      const ids = typeof value._id === 'string' ? [value._id, ...nearby] : nearby;
      if (value._type === 'block') walk(value.children, `${path}['children']`, ids);
      else if (value._type === 'span') walk(value.text, `${path}['text']`, ids);
      else for (const [key, child] of Object.entries(value)) walk(child, `${path}['${escape(key)}']`, ids);
    }
  };
  walk(result, '$', []);
  return map;
}
