// Writes schema-formats.json: the date, datetime and url fields of every
// document type, by path from the document (arrays as `[]`). The schema
// extract (schema.json) types these as plain strings; the dataset validation
// test reads this file to check their format without installing the Studio.
//
//   sanity exec scripts/extract-formats.ts -- <output path>

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { schemaTypes } from '../schemaTypes';

type Definition = {
  name?: string;
  type: string;
  fields?: Definition[];
  of?: Definition[];
  marks?: { annotations?: Definition[] };
};

const FORMATS = new Set(['date', 'datetime', 'url']);
const named = new Map<string, Definition>(schemaTypes.map((type) => [type.name, type as unknown as Definition]));
const formats: Record<string, string> = {};

function walk(definition: Definition, path: string, seen: string[]): void {
  const { type } = definition;
  if (FORMATS.has(type)) {
    formats[path] = type;
    return;
  }
  if (type === 'array') {
    for (const member of definition.of ?? []) walk(member, `${path}[]`, seen);
    return;
  }
  if (type === 'block') {
    for (const annotation of definition.marks?.annotations ?? [])
      walk({ ...annotation, type: annotation.type }, `${path}.markDefs[]`, seen);
    return;
  }
  for (const field of definition.fields ?? []) {
    if (field.name) walk(field, `${path}.${field.name}`, seen);
  }
  const namedType = named.get(type);
  if (namedType && !seen.includes(type)) walk(namedType, path, [...seen, type]);
}

for (const type of schemaTypes) {
  if (type.type === 'document') walk(type as unknown as Definition, type.name, [type.name]);
}

const output = resolve(process.argv[process.argv.length - 1] ?? 'schema-formats.json');
const sorted = Object.fromEntries(Object.entries(formats).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(output, JSON.stringify(sorted, null, 2) + '\n');
console.log(`Wrote ${Object.keys(sorted).length} field formats to ${output}`);
