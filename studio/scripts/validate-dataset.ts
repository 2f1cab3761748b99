// Runs the Studio's own validation (every rule of schemaTypes/, custom ones
// included) over the demo dataset, offline: references, slug uniqueness and
// custom rules query a small client that answers from the dataset with
// groq-js. A cross-check of dataset/validate.ts, which the root tests use
// without the Studio installed.
//
//   npm run validate:dataset        (sanity exec scripts/validate-dataset.ts)

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { validateDocumentWithWorkspace } from '@sanity/validation';
import { evaluate, parse } from 'groq-js';
import { createSchema, type SanityDocument } from 'sanity';

import { schemaTypes } from '../schemaTypes';

const datasetDir = resolve(process.cwd(), process.env.DATASET_DIR ?? '../dataset');
const lines = readFileSync(resolve(datasetDir, 'data.ndjson'), 'utf8').split('\n').filter(Boolean);
const exported = lines.map((line) => JSON.parse(line) as SanityDocument);

// The export layout carries image files as `_sanityAsset`; the Studio expects
// `asset` references to sanity.imageAsset documents, as after an import.
const assets = new Map<string, SanityDocument>();
function importAssets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(importAssets);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    if (key === '_sanityAsset' && typeof child === 'string') {
      const match = /images\/([0-9a-f]{40})-(\d+)x(\d+)\.(\w+)$/.exec(child);
      if (!match) throw new Error(`Unexpected _sanityAsset ${child}`);
      const [, sha1, width, height, ext] = match;
      const id = `image-${sha1}-${width}x${height}-${ext}`;
      assets.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        _createdAt: '',
        _updatedAt: '',
        _rev: '',
        metadata: { dimensions: { width: Number(width), height: Number(height) } },
      });
      result.asset = { _type: 'reference', _ref: id };
    } else {
      result[key] = importAssets(child);
    }
  }
  return result;
}
const documents = exported.map((doc) => importAssets(doc) as SanityDocument);
const dataset = [...documents, ...assets.values()];
const ids = new Set(dataset.map((doc) => doc._id));

async function query(groq: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const tree = parse(groq, { params });
  return (await evaluate(tree, { dataset, params })).get();
}

// Only what validation uses: fetch (custom rules, slug uniqueness) and withConfig.
const client = {
  fetch: (groq: string, params?: Record<string, unknown>) => query(groq, params),
  getDataUrl: (operation: string, path?: string) => `/data/${operation}/production/${path ?? ''}`,
  observable: {
    fetch: () => {
      throw new Error('observable.fetch is not available offline');
    },
    request: () => {
      throw new Error('observable.request is not available offline');
    },
  },
  withConfig: () => client,
};

const schema = createSchema({ name: 'default', types: schemaTypes });
let errors = 0;
let warnings = 0;
for (const document of documents) {
  // The workspace variant validates as the Studio does; validateDocument()
  // runs in "cli" mode, which downgrades every rule on an object field
  // (slugs included) to a warning.
  const markers = await validateDocumentWithWorkspace({
    document,
    workspace: { schema, getClient: () => client as never, i18n: undefined as never },
    getDocumentExists: async ({ id }) => ids.has(id),
  });
  for (const marker of markers) {
    const line = `${document._id} ${marker.path.map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : segment)).join('.')}: ${marker.message}`;
    if (marker.level === 'error') {
      errors++;
      console.error(`error   ${line}`);
    } else if (marker.level === 'warning') {
      warnings++;
      console.warn(`warning ${line}`);
    }
  }
}
console.log(`${documents.length} documents validated by the Studio's rules: ${errors} errors, ${warnings} warnings`);
if (errors > 0) process.exitCode = 1;
