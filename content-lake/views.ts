import type { Access, LakeDocument, Perspective } from './types.ts';

/** The documents one request may see, with the indexes queries are sped up by. */
export interface DatasetView {
  documents: LakeDocument[];
  byId: Map<string, LakeDocument>;
  byType: Map<string, LakeDocument[]>;
}

const draftPrefix = 'drafts.';

/**
 * Sanity keeps documents whose id has a path (a `.`: drafts, and our
 * `enquiry.` documents) private: only a token may read them.
 */
export function isPrivateId(id: string): boolean {
  return id.includes('.');
}

function isDraftOrVersion(id: string): boolean {
  return id.startsWith(draftPrefix) || id.startsWith('versions.');
}

export function publishedId(id: string): string {
  return id.startsWith(draftPrefix) ? id.slice(draftPrefix.length) : id;
}

function index(documents: LakeDocument[]): DatasetView {
  const byId = new Map<string, LakeDocument>();
  const byType = new Map<string, LakeDocument[]>();
  for (const doc of documents) {
    byId.set(doc._id, doc);
    let list = byType.get(doc._type);
    if (!list) byType.set(doc._type, (list = []));
    list.push(doc);
  }
  return { documents, byId, byType };
}

/**
 * Holds every document of a dataset and derives, on demand and cached, the
 * view each perspective and access level sees.
 */
export class DocumentSet {
  private all: LakeDocument[] = [];
  private readonly views = new Map<string, DatasetView>();

  constructor(documents: LakeDocument[] = []) {
    this.replace(documents);
  }

  get size(): number {
    return this.all.length;
  }

  replace(documents: LakeDocument[]): void {
    this.all = documents;
    this.views.clear();
  }

  add(document: LakeDocument): void {
    this.all = [...this.all, document];
    this.views.clear();
  }

  has(id: string): boolean {
    return this.view('raw', 'read').byId.has(id);
  }

  /** The documents as the given perspective shows them to a caller with the given access. */
  view(perspective: Perspective, access: Access): DatasetView {
    const key = `${perspective}:${access === 'public' ? 'public' : 'token'}`;
    let view = this.views.get(key);
    if (!view) {
      view = index(this.select(perspective, access));
      this.views.set(key, view);
    }
    return view;
  }

  private select(perspective: Perspective, access: Access): LakeDocument[] {
    if (access === 'public') return this.all.filter((doc) => !isPrivateId(doc._id));
    if (perspective === 'raw') return this.all;
    if (perspective === 'published') return this.all.filter((doc) => !isDraftOrVersion(doc._id));
    return overlayDrafts(this.all);
  }
}

/** `drafts`/`previewDrafts`: a draft stands in for its published document, under the published id. */
function overlayDrafts(all: LakeDocument[]): LakeDocument[] {
  const drafts = new Map<string, LakeDocument>();
  for (const doc of all) if (doc._id.startsWith(draftPrefix)) drafts.set(publishedId(doc._id), doc);
  const out: LakeDocument[] = [];
  for (const doc of all) {
    if (doc._id.startsWith(draftPrefix)) {
      continue;
    }
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
