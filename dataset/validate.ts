// Checks documents in Sanity's export layout against the Studio schema as
// extracted to studio/schema.json (`sanity schema extract
// --enforce-required-fields`), without the Studio installed. Every problem is
// reported with the document id and the field path.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import sharp from 'sharp';
import { pageSlugProblem, portfolioSlug, redirectFromProblem } from '../app/urls.ts';

// ---------------------------------------------------------------------------
// The schema extract's type nodes (format "groq-type-nodes").

export interface Attribute {
  type: 'objectAttribute';
  value: TypeNode;
  optional?: boolean;
}

export type TypeNode =
  | { type: 'string'; value?: string }
  | { type: 'number'; value?: number }
  | { type: 'boolean'; value?: boolean }
  | { type: 'null' }
  | { type: 'unknown' }
  | { type: 'inline'; name: string }
  | { type: 'array'; of: TypeNode }
  | { type: 'union'; of: TypeNode[] }
  | { type: 'object'; attributes: Record<string, Attribute>; rest?: TypeNode; dereferencesTo?: string };

export type SchemaEntry =
  { name: string; type: 'document'; attributes: Record<string, Attribute> } | { name: string; type: 'type'; value: TypeNode };

type ObjectNode = Extract<TypeNode, { type: 'object' }>;

/** date, datetime and url fields by path from the document (studio/schema-formats.json). */
export type FieldFormats = Record<string, 'date' | 'datetime' | 'url'>;

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

export interface Issue {
  /** The document id (or, for coverage checks, the route). */
  id: string;
  /** The field path, like `body[3].children[0].text`; empty for the whole document. */
  path: string;
  message: string;
}

export function formatIssue(issue: Issue): string {
  return `${issue.id} ${issue.path || '(document)'}: ${issue.message}`;
}

export interface ValidateOptions {
  /** Folder holding images/; when given, every `_sanityAsset` file is checked. */
  datasetDir?: string;
  formats?: FieldFormats;
}

// ---------------------------------------------------------------------------
// Loading

export async function loadNdjson(file: string): Promise<SanityDocument[]> {
  const text = await readFile(file, 'utf8');
  const documents: SanityDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      documents.push(JSON.parse(line) as SanityDocument);
    } catch (error) {
      throw new Error(`${file}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
  });
  return documents;
}

export async function loadSchema(file: string): Promise<SchemaEntry[]> {
  return JSON.parse(await readFile(file, 'utf8')) as SchemaEntry[];
}

// ---------------------------------------------------------------------------
// Helpers

const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png|webp|gif)$/;
const FILE_ASSET_PATTERN = /^file@file:\/\/\.\/files\/([0-9a-f]{40})\.([a-z0-9]+)$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const SHARP_FORMAT: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

function join_(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function isValidDate(value: string): boolean {
  return !Number.isNaN(Date.parse(value));
}

export function isDraftId(id: string): boolean {
  return id.startsWith('drafts.');
}

export function publishedId(id: string): string {
  return isDraftId(id) ? id.slice('drafts.'.length) : id;
}

// ---------------------------------------------------------------------------
// Schema validation

interface Context {
  doc: SanityDocument;
  issues: Issue[];
}

class SchemaValidator {
  private readonly types = new Map<string, SchemaEntry>();
  private readonly byId = new Map<string, SanityDocument>();
  private readonly files = new Map<string, Promise<string | null>>();
  private readonly pendingFiles: Promise<void>[] = [];
  private readonly options: ValidateOptions;

  constructor(schema: SchemaEntry[], documents: SanityDocument[], options: ValidateOptions) {
    this.options = options;
    for (const entry of schema) this.types.set(entry.name, entry);
    for (const doc of documents) if (typeof doc._id === 'string') this.byId.set(doc._id, doc);
  }

  async validate(documents: SanityDocument[]): Promise<Issue[]> {
    const issues: Issue[] = [];
    const seen = new Set<string>();
    for (const doc of documents) {
      const id = typeof doc._id === 'string' ? doc._id : '(no _id)';
      const ctx: Context = { doc, issues };
      if (typeof doc._id !== 'string' || !ID_PATTERN.test(doc._id)) {
        issues.push({ id, path: '_id', message: `not a valid document id: ${describe(doc._id)}` });
      } else if (seen.has(doc._id)) {
        issues.push({ id, path: '_id', message: 'more than one document has this id' });
      }
      seen.add(id);
      const entry = this.types.get(doc._type);
      if (!entry || entry.type !== 'document') {
        issues.push({ id, path: '_type', message: `unknown document type ${JSON.stringify(doc._type)}` });
        continue;
      }
      this.checkObject(doc, { type: 'object', attributes: entry.attributes }, '', doc._type, ctx);
    }
    await Promise.all(this.pendingFiles);
    issues.push(...this.checkSlugsUnique(documents));
    return issues;
  }

  private resolve(node: TypeNode): TypeNode {
    let current = node;
    for (let depth = 0; current.type === 'inline' && depth < 20; depth++) {
      const entry = this.types.get(current.name);
      if (!entry) return { type: 'unknown' };
      current = entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : entry.value;
    }
    return current;
  }

  private check(value: unknown, node: TypeNode, path: string, formatPath: string, ctx: Context): void {
    const id = ctx.doc._id;
    const resolved = this.resolve(node);
    switch (resolved.type) {
      case 'unknown':
        return;
      case 'null':
        if (value !== null) ctx.issues.push({ id, path, message: `expected null, got ${describe(value)}` });
        return;
      case 'string': {
        if (typeof value !== 'string') {
          ctx.issues.push({ id, path, message: `expected a string, got ${describe(value)}` });
          return;
        }
        if (resolved.value !== undefined && value !== resolved.value) {
          ctx.issues.push({ id, path, message: `must be ${JSON.stringify(resolved.value)}, got ${describe(value)}` });
          return;
        }
        this.checkFormat(value, path, formatPath, ctx);
        return;
      }
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value))
          ctx.issues.push({ id, path, message: `expected a number, got ${describe(value)}` });
        return;
      case 'boolean':
        if (typeof value !== 'boolean') ctx.issues.push({ id, path, message: `expected true or false, got ${describe(value)}` });
        return;
      case 'array':
        this.checkArray(value, resolved.of, path, formatPath, ctx);
        return;
      case 'union':
        this.checkUnion(value, resolved.of, path, formatPath, ctx);
        return;
      case 'object':
        this.checkObject(value, resolved, path, formatPath, ctx);
        return;
      case 'inline':
        return;
    }
  }

  private checkFormat(value: string, path: string, formatPath: string, ctx: Context): void {
    const format = this.options.formats?.[formatPath];
    if (!format) return;
    const id = ctx.doc._id;
    if (format === 'date' && !(DATE_PATTERN.test(value) && isValidDate(value))) {
      ctx.issues.push({ id, path, message: `expected a date (YYYY-MM-DD), got ${describe(value)}` });
    } else if (format === 'datetime' && !(DATETIME_PATTERN.test(value) && isValidDate(value))) {
      ctx.issues.push({ id, path, message: `expected a date and time (ISO 8601 with a time zone), got ${describe(value)}` });
    } else if (format === 'url' && !/^(https?:\/\/[^\s/]+\.[^\s]+|mailto:\S+@\S+|tel:\+?[0-9 ]+|\/[^\s]*|#\S+)$/.test(value)) {
      ctx.issues.push({ id, path, message: `expected an address (https://…, /path, mailto: or tel:), got ${describe(value)}` });
    }
  }

  private checkArray(value: unknown, of: TypeNode, path: string, formatPath: string, ctx: Context): void {
    const id = ctx.doc._id;
    if (!Array.isArray(value)) {
      ctx.issues.push({ id, path, message: `expected an array, got ${describe(value)}` });
      return;
    }
    const keys = new Map<string, number>();
    value.forEach((item, index) => {
      const itemPath = `${path}[${index}]`;
      if (isRecord(item)) {
        const key = item._key;
        if (typeof key !== 'string' || key === '') {
          ctx.issues.push({ id, path: `${itemPath}._key`, message: 'array items need a _key' });
        } else if (keys.has(key)) {
          ctx.issues.push({ id, path: `${itemPath}._key`, message: `_key ${JSON.stringify(key)} is also used by item ${keys.get(key)}` });
        } else {
          keys.set(key, index);
        }
      }
      this.check(item, of, itemPath, `${formatPath}[]`, ctx);
    });
  }

  /** An object node with the attributes of its `rest` (array members, references) merged in. */
  private flatten(node: ObjectNode): ObjectNode {
    if (!node.rest) return node;
    const rest = this.resolve(node.rest);
    if (rest.type !== 'object') return node;
    const inner = this.flatten(rest);
    return {
      type: 'object',
      attributes: { ...inner.attributes, ...node.attributes },
      ...((node.dereferencesTo ?? inner.dereferencesTo) ? { dereferencesTo: node.dereferencesTo ?? inner.dereferencesTo } : {}),
    };
  }

  private objectMembers(of: TypeNode[]): ObjectNode[] {
    return of
      .map((member) => this.resolve(member))
      .filter((member): member is ObjectNode => member.type === 'object')
      .map((member) => this.flatten(member));
  }

  private checkUnion(value: unknown, of: TypeNode[], path: string, formatPath: string, ctx: Context): void {
    const id = ctx.doc._id;
    const members = of.map((member) => this.resolve(member));
    if (isRecord(value)) {
      const objects = this.objectMembers(of);
      const candidates = objects.filter((member) => {
        const literal = member.attributes._type ? this.resolve(member.attributes._type.value) : undefined;
        return literal?.type === 'string' && literal.value === value._type;
      });
      if (candidates.length === 0) {
        const allowed = objects
          .map((member) => {
            const literal = member.attributes._type ? this.resolve(member.attributes._type.value) : undefined;
            return literal?.type === 'string' ? literal.value : undefined;
          })
          .filter(Boolean);
        ctx.issues.push({
          id,
          path: join_(path, '_type'),
          message: `${describe(value._type)} is not allowed here; expected one of ${[...new Set(allowed)].join(', ')}`,
        });
        return;
      }
      if (value._type === 'reference' && candidates.every((member) => member.dereferencesTo)) {
        const targets = candidates.map((member) => member.dereferencesTo as string);
        this.checkObject(value, candidates[0] as ObjectNode, path, formatPath, ctx, targets);
        return;
      }
      this.checkObject(value, candidates[0] as ObjectNode, path, formatPath, ctx);
      return;
    }
    const literals = members.filter(
      (member): member is { type: 'string'; value: string } => member.type === 'string' && member.value !== undefined,
    );
    if (literals.length === members.length) {
      if (!literals.some((literal) => literal.value === value)) {
        ctx.issues.push({
          id,
          path,
          message: `must be one of ${literals.map((literal) => JSON.stringify(literal.value)).join(', ')}, got ${describe(value)}`,
        });
      }
      return;
    }
    // Mixed unions: accept the first member that fits.
    for (const member of members) {
      const trial: Context = { doc: ctx.doc, issues: [] };
      this.check(value, member, path, formatPath, trial);
      if (trial.issues.length === 0) return;
    }
    ctx.issues.push({ id, path, message: `${describe(value)} does not fit any allowed type` });
  }

  private isImage(node: ObjectNode): boolean {
    const asset = node.attributes.asset?.value;
    return asset?.type === 'inline' && asset.name === 'sanity.imageAsset.reference';
  }

  private isFile(node: ObjectNode): boolean {
    const asset = node.attributes.asset?.value;
    return asset?.type === 'inline' && asset.name === 'sanity.fileAsset.reference';
  }

  private checkObject(
    value: unknown,
    objectNode: ObjectNode,
    path: string,
    formatPath: string,
    ctx: Context,
    referenceTargets?: string[],
  ): void {
    const id = ctx.doc._id;
    if (!isRecord(value)) {
      ctx.issues.push({ id, path, message: `expected an object, got ${describe(value)}` });
      return;
    }
    const node = this.flatten(objectNode);
    const image = this.isImage(node);
    const file = this.isFile(node);
    const allowed = new Set(Object.keys(node.attributes));
    if (image || file) allowed.add('_sanityAsset');
    if (node.dereferencesTo) allowed.add('_strengthenOnPublish');

    for (const [name, attribute] of Object.entries(node.attributes)) {
      if (name === '_key') continue; // checked with the array that holds the object
      const fieldPath = join_(path, name);
      const fieldValue = value[name];
      if (fieldValue === undefined || fieldValue === null) {
        const assetGiven = (image || file) && name === 'asset' && typeof value._sanityAsset === 'string';
        if (attribute.optional !== true && !assetGiven) ctx.issues.push({ id, path: fieldPath, message: 'required field is missing' });
        continue;
      }
      if ((image || file) && name === 'asset') continue;
      this.check(fieldValue, attribute.value, fieldPath, join_(formatPath, name), ctx);
    }
    for (const name of Object.keys(value)) {
      if (!allowed.has(name)) ctx.issues.push({ id, path: join_(path, name), message: 'unknown field (not in the schema)' });
    }

    if (image) this.checkImage(value, path, ctx);
    if (file) this.checkFile(value, path, ctx);
    const targets = referenceTargets ?? (node.dereferencesTo ? [node.dereferencesTo] : undefined);
    if (targets) this.checkReference(value, targets, path, ctx);
  }

  private checkReference(value: Record<string, unknown>, targets: string[], path: string, ctx: Context): void {
    const id = ctx.doc._id;
    const ref = value._ref;
    if (typeof ref !== 'string' || ref === '') return; // reported as a missing or mistyped _ref
    const refPath = join_(path, '_ref');
    if (isDraftId(ref)) {
      ctx.issues.push({ id, path: refPath, message: `references the draft id ${JSON.stringify(ref)}; reference the published id` });
      return;
    }
    const target = this.byId.get(ref) ?? (isDraftId(ctx.doc._id) ? this.byId.get(`drafts.${ref}`) : undefined);
    if (!target) {
      if (value._weak !== true) ctx.issues.push({ id, path: refPath, message: `references ${JSON.stringify(ref)}, which does not exist` });
      return;
    }
    if (!targets.includes(target._type)) {
      ctx.issues.push({
        id,
        path: refPath,
        message: `references ${JSON.stringify(ref)} of type ${target._type}; expected ${targets.join(' or ')}`,
      });
    }
  }

  private checkImage(value: Record<string, unknown>, path: string, ctx: Context): void {
    const id = ctx.doc._id;
    const alt = value.alt;
    if (typeof alt !== 'string' || alt.trim() === '') {
      if (typeof alt === 'string') ctx.issues.push({ id, path: join_(path, 'alt'), message: 'alt text is empty' });
      else if (alt === undefined) {
        // a missing alt is already reported as a missing required field when the schema has one
        if (!ctx.issues.some((issue) => issue.id === id && issue.path === join_(path, 'alt'))) {
          ctx.issues.push({ id, path: join_(path, 'alt'), message: 'alt text is missing' });
        }
      }
    }
    const asset = value._sanityAsset;
    if (asset === undefined) {
      if (!isRecord(value.asset)) ctx.issues.push({ id, path: join_(path, '_sanityAsset'), message: 'image has no file' });
      return;
    }
    const assetPath = join_(path, '_sanityAsset');
    const match = typeof asset === 'string' ? ASSET_PATTERN.exec(asset) : null;
    if (!match) {
      ctx.issues.push({
        id,
        path: assetPath,
        message: `expected image@file://./images/<sha1>-<width>x<height>.<ext>, got ${describe(asset)}`,
      });
      return;
    }
    if (!this.options.datasetDir) return;
    const [, hash, width, height, ext] = match as unknown as [string, string, string, string, string];
    const fileName = `${hash}-${width}x${height}.${ext}`;
    this.pendingFiles.push(
      this.inspectFile(fileName, hash, Number(width), Number(height), ext).then((problem) => {
        if (problem) ctx.issues.push({ id, path: assetPath, message: problem });
      }),
    );
  }

  /** A file field written as the export writes it: `file@file://./files/<sha1>.<ext>`, the file there with that sha1. */
  private checkFile(value: Record<string, unknown>, path: string, ctx: Context): void {
    const id = ctx.doc._id;
    const asset = value._sanityAsset;
    if (asset === undefined) {
      if (!isRecord(value.asset)) ctx.issues.push({ id, path: join_(path, '_sanityAsset'), message: 'file field has no file' });
      return;
    }
    const assetPath = join_(path, '_sanityAsset');
    const match = typeof asset === 'string' ? FILE_ASSET_PATTERN.exec(asset) : null;
    if (!match) {
      ctx.issues.push({ id, path: assetPath, message: `expected file@file://./files/<sha1>.<ext>, got ${describe(asset)}` });
      return;
    }
    if (!this.options.datasetDir) return;
    const [, hash, ext] = match as unknown as [string, string, string];
    const file = join(this.options.datasetDir, 'files', `${hash}.${ext}`);
    this.pendingFiles.push(
      (async () => {
        if (!existsSync(file)) return `files/${hash}.${ext} does not exist`;
        const actual = createHash('sha1')
          .update(await readFile(file))
          .digest('hex');
        return actual === hash ? null : `files/${hash}.${ext} has sha1 ${actual}, not the one in its name`;
      })().then((problem) => {
        if (problem) ctx.issues.push({ id, path: assetPath, message: problem });
      }),
    );
  }

  private inspectFile(fileName: string, hash: string, width: number, height: number, ext: string): Promise<string | null> {
    let inspection = this.files.get(fileName);
    if (!inspection) {
      inspection = (async () => {
        const file = join(this.options.datasetDir as string, 'images', fileName);
        if (!existsSync(file)) return `images/${fileName} does not exist`;
        const data = await readFile(file);
        const actual = createHash('sha1').update(data).digest('hex');
        if (actual !== hash) return `images/${fileName} has sha1 ${actual}, not the one in its name`;
        const metadata = await sharp(data).metadata();
        if (metadata.width !== width || metadata.height !== height) {
          return `images/${fileName} is ${metadata.width}x${metadata.height}, not ${width}x${height} as its name says`;
        }
        if (metadata.format !== SHARP_FORMAT[ext]) return `images/${fileName} is ${metadata.format}, not ${ext}`;
        return null;
      })();
      this.files.set(fileName, inspection);
    }
    return inspection;
  }

  /** Slugs are unique per type; a draft may share its published version's slug. */
  private checkSlugsUnique(documents: SanityDocument[]): Issue[] {
    const issues: Issue[] = [];
    const owners = new Map<string, string>();
    for (const doc of documents) {
      const slug = isRecord(doc.slug) ? doc.slug.current : undefined;
      if (typeof slug !== 'string') continue;
      const key = `${doc._type}\u0000${slug}`;
      const owner = owners.get(key);
      if (owner === undefined) owners.set(key, publishedId(doc._id));
      else if (owner !== publishedId(doc._id)) {
        issues.push({ id: doc._id, path: 'slug.current', message: `slug ${JSON.stringify(slug)} is also used by ${owner} (${doc._type})` });
      }
    }
    return issues;
  }
}

/** Checks each document against the schema: types, required fields, references, images, keys, slugs. */
export async function validateDocuments(
  documents: SanityDocument[],
  schema: SchemaEntry[],
  options: ValidateOptions = {},
): Promise<Issue[]> {
  return new SchemaValidator(schema, documents, options).validate(documents);
}

// ---------------------------------------------------------------------------
// Rules the Studio enforces with custom validation, which the schema extract
// cannot express.

export function validateContentRules(documents: SanityDocument[]): Issue[] {
  const issues: Issue[] = [];
  const serviceSlugs = new Set(
    documents
      .filter((doc) => doc._type === 'servicePage' && !isDraftId(doc._id))
      .map((doc) => (isRecord(doc.slug) ? doc.slug.current : undefined)),
  );
  const ratesField: Record<string, string> = {
    cost: 'costRates',
    fragrance: 'fragranceRates',
    freight: 'freightRates',
    inclusion: 'inclusionRates',
    development: 'developmentStages',
  };
  for (const doc of documents) {
    const id = doc._id;
    const slug = isRecord(doc.slug) ? doc.slug.current : undefined;
    // An editor's page may be nested (events/luxe-pack-2026), by the site's one rule for its addresses.
    if (doc._type === 'page' && typeof slug === 'string') {
      const problem = pageSlugProblem(slug);
      if (problem) issues.push({ id, path: 'slug.current', message: problem });
    } else if (typeof slug === 'string' && !SLUG_PATTERN.test(slug)) {
      issues.push({
        id,
        path: 'slug.current',
        message: `${JSON.stringify(slug)} is not a slug (lowercase letters, digits and single hyphens)`,
      });
    }
    switch (doc._type) {
      case 'redirect': {
        const problem = typeof doc.from === 'string' ? redirectFromProblem(doc.from) : 'a redirect needs the address it starts at';
        if (problem) issues.push({ id, path: 'from', message: problem });
        break;
      }
      case 'portfolioBrand':
        if (typeof doc.name === 'string' && typeof slug === 'string' && slug !== portfolioSlug(doc.name)) {
          issues.push({
            id,
            path: 'slug.current',
            message: `must be ${JSON.stringify(portfolioSlug(doc.name))}, the slug rule applied to the name`,
          });
        }
        break;
      case 'serviceImage':
        if (typeof slug === 'string' && !serviceSlugs.has(slug)) {
          issues.push({ id, path: 'slug.current', message: `no servicePage has the slug ${JSON.stringify(slug)}` });
        }
        break;
      case 'tool': {
        const field = typeof doc.calculator === 'string' ? ratesField[doc.calculator] : undefined;
        if (field && !isRecord(doc[field])) issues.push({ id, path: field, message: `a ${doc.calculator} tool needs its rates` });
        break;
      }
      case 'exhibition':
        if (typeof doc.startDate === 'string' && typeof doc.endDate === 'string' && doc.endDate < doc.startDate) {
          issues.push({ id, path: 'endDate', message: 'is before startDate' });
        }
        break;
      case 'video': {
        const externalId = String(doc.externalId ?? '');
        if (doc.provider === 'youtube' && !/^[A-Za-z0-9_-]{11}$/.test(externalId)) {
          issues.push({ id, path: 'externalId', message: 'a YouTube id is 11 letters, digits, - or _' });
        }
        if (doc.provider === 'vimeo' && !/^\d{6,12}$/.test(externalId))
          issues.push({ id, path: 'externalId', message: 'a Vimeo id is a number' });
        break;
      }
      case 'siteSettings':
        if (typeof doc.email === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(doc.email))
          issues.push({ id, path: 'email', message: 'not an e-mail address' });
        if (typeof doc.phone === 'string' && !/^\+[0-9 ]{8,20}$/.test(doc.phone))
          issues.push({ id, path: 'phone', message: 'not an international phone number' });
        break;
    }
  }
  return issues;
}
