import { LRUCache } from 'lru-cache';
import { perspectiveName } from './perspectives.ts';
import type { Access, LakeDocument, Perspective } from './types.ts';

/** The documents of one type, in dataset order, by the type's name. */
export interface TypeIndex {
  get(type: string): LakeDocument[] | undefined;
}

/**
 * The documents one request may see, with the indexes queries are sped up by.
 * A write makes a new view, so caches keyed by a view (query-plan.ts,
 * source-map.ts) never serve documents from before it. A view is read in one
 * go by whoever took it (a query in a worker, between two messages), so its
 * lazily built arrays always match the documents it was taken for.
 */
export interface DatasetView {
  documents: LakeDocument[];
  byId: Map<string, LakeDocument>;
  byType: TypeIndex;
}

/** One document's new state after a committed transaction: `null` when it was deleted. */
export interface DocumentChange {
  id: string;
  document: LakeDocument | null;
}

const draftPrefix = 'drafts.';
const versionPrefix = 'versions.';

/**
 * Release stacks whose views are kept until the next write. Each holds a
 * shallow copy of every document, and a stack may name releases that do not
 * exist: so a few, the most recently used.
 */
const maxCachedStacks = 8;

/**
 * Sanity keeps documents whose id has a path (a `.`: drafts, and our
 * `enquiry.` documents) private: only a token may read them.
 */
export function isPrivateId(id: string): boolean {
  return id.includes('.');
}

export function isDraftOrVersion(id: string): boolean {
  return id.startsWith(draftPrefix) || id.startsWith(versionPrefix);
}

export function publishedId(id: string): string {
  if (id.startsWith(draftPrefix)) return id.slice(draftPrefix.length);
  // versions.<release>.<id>
  if (id.startsWith(versionPrefix)) return id.split('.').slice(2).join('.');
  return id;
}

/** A content release's document type; the document is `_.releases.<name>` (releases.ts). */
export const releaseType = 'system.release';

export function releaseDocumentId(name: string): string {
  return `_.releases.${name}`;
}

/** The layer of a stacked perspective a document belongs to: `published`, `drafts` or its release's name. */
function layerOf(id: string): string {
  if (id.startsWith(draftPrefix)) return 'drafts';
  if (id.startsWith(versionPrefix)) return id.split('.')[1]!;
  return 'published';
}

function idInLayer(layer: string, id: string): string {
  if (layer === 'published') return id;
  return layer === 'drafts' ? `${draftPrefix}${id}` : `${versionPrefix}${layer}.${id}`;
}

/** A release version that unpublishes its document when the release publishes (`sanity.action.document.version.unpublish`). */
export function unpublishes(document: LakeDocument): boolean {
  const system = document._system;
  return typeof system === 'object' && system !== null && (system as Record<string, unknown>).delete === true;
}

/**
 * Documents kept in insertion order (Map order, which a replaced document
 * keeps), indexed by id and by type. A write costs a few map operations;
 * the arrays a query reads are built only when a later query asks for them,
 * and only for the part it asks for (one type, or everything).
 */
class Collection {
  readonly byId = new Map<string, LakeDocument>();
  private readonly types = new Map<string, Map<string, LakeDocument>>();
  private snapshot: DatasetView | null = null;

  put(doc: LakeDocument): void {
    const old = this.byId.get(doc._id);
    this.byId.set(doc._id, doc);
    if (old && old._type !== doc._type) {
      this.dropFromType(old);
      // A type change would otherwise put the document at the end of its new
      // type, where a fresh index (a new worker) would not: rebuild it in id order.
      this.types.set(doc._type, this.typeInOrder(doc._type));
    } else {
      let members = this.types.get(doc._type);
      if (!members) this.types.set(doc._type, (members = new Map()));
      members.set(doc._id, doc);
    }
    this.touch();
  }

  remove(id: string): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    this.dropFromType(old);
    this.touch();
  }

  clear(): void {
    this.byId.clear();
    this.types.clear();
    this.touch();
  }

  view(): DatasetView {
    if (this.snapshot) return this.snapshot;
    const byId = this.byId;
    const types = this.types;
    let documents: LakeDocument[] | null = null;
    const typeArrays = new Map<string, LakeDocument[]>();
    const snapshot: DatasetView = {
      get documents() {
        documents ??= [...byId.values()];
        return documents;
      },
      byId,
      byType: {
        get(type: string) {
          let list = typeArrays.get(type);
          if (!list) {
            const members = types.get(type);
            if (!members) return undefined;
            typeArrays.set(type, (list = [...members.values()]));
          }
          return list;
        },
      },
    };
    this.snapshot = snapshot;
    return snapshot;
  }

  private dropFromType(doc: LakeDocument): void {
    const members = this.types.get(doc._type);
    members?.delete(doc._id);
    if (members?.size === 0) this.types.delete(doc._type);
  }

  private typeInOrder(type: string): Map<string, LakeDocument> {
    const members = new Map<string, LakeDocument>();
    for (const doc of this.byId.values()) if (doc._type === type) members.set(doc._id, doc);
    return members;
  }

  private touch(): void {
    this.snapshot = null;
  }
}

/**
 * Holds every document of a dataset and the view each perspective and access
 * level sees. Writes update the raw, published and public collections in
 * place (no copy of the dataset per write); the drafts overlay and the
 * release stacks, which only previews and the Studio read, are rebuilt when
 * next asked for after a change.
 */
export class DocumentSet {
  private readonly raw = new Collection();
  private readonly published = new Collection();
  private readonly visible = new Collection();
  private overlay: { collection: Collection; dirty: boolean } = { collection: new Collection(), dirty: true };
  private readonly stacks = new LRUCache<string, Collection>({ max: maxCachedStacks });

  constructor(documents: LakeDocument[] = []) {
    this.replace(documents);
  }

  get size(): number {
    return this.raw.byId.size;
  }

  replace(documents: LakeDocument[]): void {
    this.raw.clear();
    this.published.clear();
    this.visible.clear();
    for (const doc of documents) this.put(doc);
    this.overlay.dirty = true;
    this.stacks.clear();
  }

  /** Applies a committed transaction's changes, in order. */
  apply(changes: DocumentChange[]): void {
    for (const change of changes) {
      if (change.document) this.put(change.document);
      else {
        this.raw.remove(change.id);
        this.published.remove(change.id);
        this.visible.remove(change.id);
      }
    }
    if (changes.length > 0) {
      this.overlay.dirty = true;
      this.stacks.clear();
    }
  }

  get(id: string): LakeDocument | undefined {
    return this.raw.byId.get(id);
  }

  has(id: string): boolean {
    return this.raw.byId.has(id);
  }

  /** Every document, in dataset order. */
  all(): LakeDocument[] {
    return this.raw.view().documents;
  }

  /** The ids that start with a prefix (a release's versions: `versions.<name>.`). */
  idsStartingWith(prefix: string): string[] {
    const ids: string[] = [];
    for (const id of this.raw.byId.keys()) if (id.startsWith(prefix)) ids.push(id);
    return ids;
  }

  /** The documents as the given perspective shows them to a caller with the given access. */
  view(perspective: Perspective, access: Access): DatasetView {
    if (access === 'public') return this.visible.view();
    if (typeof perspective !== 'string') return this.stackView(perspective);
    if (perspective === 'raw') return this.raw.view();
    if (perspective === 'published') return this.published.view();
    if (this.overlay.dirty) {
      const collection = new Collection();
      for (const doc of overlayDrafts(this.raw.view().documents)) collection.put(doc);
      this.overlay = { collection, dirty: false };
    }
    return this.overlay.collection.view();
  }

  private stackView(stack: readonly string[]): DatasetView {
    const key = perspectiveName(stack);
    let collection = this.stacks.get(key);
    if (!collection) {
      collection = new Collection();
      for (const doc of overlayStack(this.raw.view(), stack)) collection.put(doc);
      this.stacks.set(key, collection);
    }
    return collection.view();
  }

  private put(doc: LakeDocument): void {
    this.raw.put(doc);
    if (!isDraftOrVersion(doc._id)) this.published.put(doc);
    if (!isPrivateId(doc._id)) this.visible.put(doc);
  }
}

/** `drafts`/`previewDrafts`: a draft stands in for its published document, under the published id. */
function overlayDrafts(all: LakeDocument[]): LakeDocument[] {
  const drafts = new Map<string, LakeDocument>();
  for (const doc of all) if (doc._id.startsWith(draftPrefix)) drafts.set(publishedId(doc._id), doc);
  const out: LakeDocument[] = [];
  for (const doc of all) {
    // A release's versions are seen only in a perspective that names the release, as in Sanity: a preview of drafts
    // must not list a post twice because a release changes it.
    if (isDraftOrVersion(doc._id)) continue;
    const draft = drafts.get(doc._id);
    if (draft) {
      out.push({ ...draft, _id: doc._id, _originalId: draft._id });
      drafts.delete(doc._id);
    } else {
      out.push({ ...doc, _originalId: doc._id });
    }
  }
  // Drafts of documents never published.
  for (const [id, draft] of drafts) out.push({ ...draft, _id: id, _originalId: draft._id });
  return out;
}

/**
 * A stacked perspective: each document as the first layer of the stack that
 * has it (published last, unless listed earlier), under its published id;
 * documents of layers not listed are left out. A version that unpublishes its
 * document hides it, as publishing its release would.
 */
function overlayStack(raw: DatasetView, stack: readonly string[]): LakeDocument[] {
  const layers = stack.includes('published') ? stack : [...stack, 'published'];
  const listed = new Set(layers);
  const seen = new Set<string>();
  const out: LakeDocument[] = [];
  for (const doc of raw.documents) {
    if (!listed.has(layerOf(doc._id))) continue;
    const id = publishedId(doc._id);
    if (seen.has(id)) continue;
    seen.add(id);
    for (const layer of layers) {
      const shown = raw.byId.get(idInLayer(layer, id));
      if (!shown) continue;
      if (!unpublishes(shown)) out.push({ ...shown, _id: id, _originalId: shown._id });
      break;
    }
  }
  return out;
}
