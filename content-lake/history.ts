/**
 * The documents' history, as Sanity's History API gives it to the Studio
 * ("review changes", the document's timeline, restoring a revision):
 *
 * - `GET /data/history/{dataset}/documents/{ids}?revision=…|time=…|lastRevision=true`:
 *   the documents as they were (`{documents}`);
 * - `GET /data/history/{dataset}/transactions/{ids}?…`: the transactions that
 *   touched them, as NDJSON, with each document's change as mendoza patches;
 * - `GET /data/history/{dataset}/events/documents/{id}`: a document's life
 *   (draft created, published, unpublished, deleted) as the events API tells it.
 *
 * Everything comes from the journal: an index of its transactions (ids,
 * author, time, the line's place in the file) is kept for the most recent
 * `maxTransactions`, and a document as it was is read back from its line.
 * Before the first transaction a document's state is the dataset's, or the
 * state after the last transaction the index let go of. Edits made before
 * the journal began (the dataset as committed) have no history.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authError, badRequest, notFound } from './errors.ts';
import { decodePathSegment, sendJson } from './http.ts';
import type { Journal, JournalPosition, JournalRecord } from './journal.ts';
import { mendozaEffects } from './mendoza.ts';
import type { CommittedTransaction } from './store.ts';
import type { Access, LakeDocument } from './types.ts';
import { publishedId } from './views.ts';

interface Entry extends JournalRecord {
  order: number;
}

export interface HistoryOptions {
  journal: Journal;
  /** Transactions indexed, the most recent first kept. */
  maxTransactions: number;
  /** The document as it is now. */
  current: (id: string) => LakeDocument | null;
  /** Who made a transaction the journal names no author for. */
  unknownAuthor: string;
}

/** The documents of one transaction, read once per request. */
type Reader = (entry: Entry, id: string) => Promise<LakeDocument | null>;

const maxTransactionsPerRequest = 200;
const maxEventsPerRequest = 200;

export class History {
  private readonly options: HistoryOptions;
  private entries: Entry[] = [];
  private readonly byTransaction = new Map<string, Entry>();
  private readonly byId = new Map<string, Entry[]>();
  /** Each indexed document's state before its first indexed transaction. */
  private readonly base = new Map<string, Promise<LakeDocument | null>>();
  /** The same, told at once: its revision, or null when it did not exist. */
  private readonly baseRevision = new Map<string, string | null>();
  private order = 0;

  constructor(options: HistoryOptions) {
    this.options = options;
  }

  /** Indexes a freshly loaded journal over its dataset (`baseOf`: a document as the dataset has it). */
  reset(records: JournalRecord[], baseOf: (id: string) => LakeDocument | null): void {
    this.entries = [];
    this.byTransaction.clear();
    this.byId.clear();
    this.base.clear();
    this.baseRevision.clear();
    for (const record of records) {
      for (const id of record.ids) if (!this.base.has(id)) this.setBase(id, baseOf(id));
      this.add(record);
    }
  }

  private setBase(id: string, document: LakeDocument | null): void {
    this.base.set(id, Promise.resolve(document));
    this.baseRevision.set(id, document ? String(document._rev ?? '') : null);
  }

  /** Indexes a transaction just committed. */
  committed(tx: CommittedTransaction): void {
    for (const effect of tx.effects) if (!this.base.has(effect.id)) this.setBase(effect.id, effect.before);
    this.add({
      transactionId: tx.transactionId,
      timestamp: tx.timestamp,
      identity: tx.identity,
      ids: tx.effects.map((effect) => effect.id),
      deleted: tx.effects.filter((effect) => effect.after === null).map((effect) => effect.id),
      position: tx.position,
    });
  }

  private add(record: JournalRecord): void {
    const entry: Entry = { ...record, order: ++this.order };
    this.entries.push(entry);
    this.byTransaction.set(entry.transactionId, entry);
    for (const id of entry.ids) {
      let list = this.byId.get(id);
      if (!list) this.byId.set(id, (list = []));
      list.push(entry);
    }
    while (this.entries.length > this.options.maxTransactions) this.forget();
  }

  /** Lets go of the oldest transaction: its documents' states after it become their base. */
  private forget(): void {
    const oldest = this.entries.shift()!;
    this.byTransaction.delete(oldest.transactionId);
    const read = this.reader();
    for (const id of oldest.ids) {
      const list = this.byId.get(id)!;
      list.shift();
      if (list.length === 0) {
        this.byId.delete(id);
        this.base.delete(id);
        this.baseRevision.delete(id);
      } else {
        const state = read(oldest, id);
        // Read when asked for; a failed read (the journal removed) fails that request, not the lake.
        state.catch(() => undefined);
        this.base.set(id, state);
        this.baseRevision.set(id, oldest.deleted.includes(id) ? null : oldest.transactionId);
      }
    }
  }

  private reader(): Reader {
    const lines = new Map<number, Promise<Map<string, LakeDocument | null>>>();
    return async (entry, id) => {
      let line = lines.get(entry.position.offset);
      if (!line) lines.set(entry.position.offset, (line = this.options.journal.read(entry.position as JournalPosition)));
      return (await line).get(id) ?? null;
    };
  }

  private before(entry: Entry, id: string, read: Reader): Promise<LakeDocument | null> {
    const list = this.byId.get(id) ?? [];
    const index = list.indexOf(entry);
    return index > 0 ? read(list[index - 1]!, id) : (this.base.get(id) ?? Promise.resolve(null));
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string, access: Access): Promise<void> {
    if (access === 'public') throw authError(401, 'The history needs a token with read access');
    if (req.method !== 'GET') throw notFound(`No such endpoint: ${req.method} ${url.pathname}`);
    const [kind, ...tail] = rest.split('/');
    if (kind === 'documents' && tail.length === 1) return sendJson(res, 200, { documents: await this.documentsAt(ids(tail[0]!), url) });
    if (kind === 'transactions' && tail.length === 1) return this.transactions(res, ids(tail[0]!), url);
    if (kind === 'events' && tail[0] === 'documents' && tail.length === 2) {
      const id = decodePathSegment(tail[1]!);
      return sendJson(res, 200, this.events(id, url));
    }
    throw notFound(`No such endpoint: GET ${url.pathname}`);
  }

  /** The documents at a revision (a transaction id), at a time, or as they last existed. */
  private async documentsAt(idList: string[], url: URL): Promise<LakeDocument[]> {
    const revision = url.searchParams.get('revision');
    const time = url.searchParams.get('time');
    const lastRevision = url.searchParams.get('lastRevision') === 'true';
    if (!revision && !time && !lastRevision) throw badRequest('Give "revision", "time" or "lastRevision=true"');
    if (time && Number.isNaN(Date.parse(time))) throw badRequest(`"time" must be a date and time, got "${time}"`);
    const target = revision ? this.byTransaction.get(revision) : undefined;
    return this.statesOf(idList, (candidate, id) => {
      if (revision) return target !== undefined && candidate.order <= target.order;
      if (time) return Date.parse(candidate.timestamp) <= Date.parse(time);
      return !candidate.deleted.includes(id);
    });
  }

  /** The documents as they last existed: deleted ones too, while the history still holds them (an archived release's versions). */
  lastRevisions(idList: string[]): Promise<LakeDocument[]> {
    return this.statesOf(idList, (candidate, id) => !candidate.deleted.includes(id));
  }

  /** Each document as the last transaction `chosen` accepts left it (before any: its base). */
  private async statesOf(idList: string[], chosen: (entry: Entry, id: string) => boolean): Promise<LakeDocument[]> {
    const read = this.reader();
    const found: LakeDocument[] = [];
    for (const id of idList) {
      const list = this.byId.get(id);
      let state: LakeDocument | null;
      if (!list) {
        // Nothing indexed for it: it has been as it is since before the history began.
        state = this.options.current(id);
      } else {
        const entry = findLast(list, (candidate) => chosen(candidate, id));
        state = entry ? await read(entry, id) : await this.base.get(id)!;
      }
      if (state) found.push(state);
    }
    return found;
  }

  /** The transactions that touched the documents, oldest first (`reverse=true`: newest first), as NDJSON. */
  private async transactions(res: ServerResponse, idList: string[], url: URL): Promise<void> {
    const query = url.searchParams;
    let list = [...new Set(idList.flatMap((id) => this.byId.get(id) ?? []))].sort((a, b) => a.order - b.order);
    const from = query.get('fromTransaction');
    const to = query.get('toTransaction');
    const fromEntry = from ? this.byTransaction.get(from) : undefined;
    const toEntry = to ? this.byTransaction.get(to) : undefined;
    if (fromEntry) list = list.filter((entry) => entry.order >= fromEntry.order);
    if (toEntry) list = list.filter((entry) => entry.order <= toEntry.order);
    const fromTime = query.get('fromTime');
    const toTime = query.get('toTime');
    if (fromTime) list = list.filter((entry) => entry.timestamp >= new Date(fromTime).toISOString());
    if (toTime) list = list.filter((entry) => entry.timestamp <= new Date(toTime).toISOString());
    const authors = query.get('authors')?.split(',').filter(Boolean);
    if (authors) list = list.filter((entry) => authors.includes(this.author(entry)));
    if (query.get('reverse') === 'true') list.reverse();
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 100) || 100, 1), maxTransactionsPerRequest);
    list = list.slice(0, limit);

    const withEffects = query.get('effectFormat') === 'mendoza';
    const onlyAsked = query.get('includeIdentifiedDocumentsOnly') === 'true';
    const read = this.reader();
    const lines: string[] = [];
    for (const entry of list) {
      const effects: Record<string, unknown> = {};
      if (withEffects) {
        for (const id of entry.ids) {
          if (onlyAsked && !idList.includes(id)) continue;
          effects[id] = mendozaEffects(await this.before(entry, id, read), await read(entry, id));
        }
      }
      lines.push(
        JSON.stringify({
          id: entry.transactionId,
          timestamp: entry.timestamp,
          author: this.author(entry),
          documentIDs: entry.ids,
          // The journal keeps the documents a transaction left, not the mutations that made them.
          mutations: [],
          effects,
        }),
      );
    }
    const body = lines.length > 0 ? `${lines.join('\n')}\n` : '';
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  }

  /**
   * A document's life, newest first, from its published and draft ids'
   * transactions. Edits to a draft are not events: the Studio reads them from
   * the transactions.
   */
  private events(id: string, url: URL): { events: Record<string, unknown[]>; nextCursor: string } {
    const published = publishedId(id);
    const draft = `drafts.${published}`;
    const list = [...new Set([...(this.byId.get(published) ?? []), ...(this.byId.get(draft) ?? [])])].sort((a, b) => a.order - b.order);
    // Whether each existed before the first indexed transaction, and with which revision.
    const start = (docId: string): { rev: string } | null => {
      if (this.byId.has(docId)) {
        const revision = this.baseRevision.get(docId);
        return revision === null || revision === undefined ? null : { rev: revision };
      }
      const current = this.options.current(docId);
      return current ? { rev: String(current._rev ?? '') } : null;
    };
    let publishedState = start(published);
    let draftState = start(draft);
    const events: Record<string, unknown>[] = [];
    for (const entry of list) {
      const touches = (docId: string) => entry.ids.includes(docId);
      const after = (docId: string, state: { rev: string } | null) =>
        touches(docId) ? (entry.deleted.includes(docId) ? null : { rev: entry.transactionId }) : state;
      const publishedAfter = after(published, publishedState);
      const draftAfter = after(draft, draftState);
      const common = { documentId: published, timestamp: entry.timestamp, author: this.author(entry) };
      if (touches(draft) && draftState && !draftAfter) {
        if (touches(published) && publishedAfter) {
          events.push({
            ...common,
            type: 'publishDocumentVersion',
            revisionId: entry.transactionId,
            versionId: draft,
            versionRevisionId: draftState.rev,
            publishCause: 'document.publish',
          });
        } else if (touches(published) && !publishedAfter) {
          events.push({ ...common, type: 'deleteDocumentGroup' });
        } else {
          events.push({ ...common, type: 'deleteDocumentVersion', versionId: draft, versionRevisionId: draftState.rev });
        }
      } else if (touches(draft) && !draftState && draftAfter) {
        if (touches(published) && publishedState && !publishedAfter) {
          events.push({ ...common, type: 'unpublishDocument', versionId: draft, versionRevisionId: entry.transactionId });
        } else {
          events.push({
            ...common,
            type: 'createDocumentVersion',
            versionId: draft,
            versionRevisionId: entry.transactionId,
            ...(publishedState ? { revisionId: publishedState.rev } : {}),
          });
        }
      } else if (touches(published) && publishedState && !publishedAfter) {
        events.push({ ...common, type: 'deleteDocumentGroup' });
      } else if (touches(published) && !publishedState && publishedAfter) {
        events.push({ ...common, type: 'createLiveDocument', revisionId: entry.transactionId });
      } else if (touches(published) && publishedState && publishedAfter) {
        events.push({ ...common, type: 'updateLiveDocument', revisionId: entry.transactionId });
      }
      publishedState = publishedAfter;
      draftState = draftAfter;
    }
    events.reverse();
    const from = Number(url.searchParams.get('nextCursor') ?? 0) || 0;
    const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 100) || 100, 1), maxEventsPerRequest);
    const page = events.slice(from, from + limit);
    return { events: { [id]: page }, nextCursor: from + limit < events.length ? String(from + limit) : '' };
  }

  private author(entry: Entry): string {
    return entry.identity ?? this.options.unknownAuthor;
  }
}

function ids(segment: string): string[] {
  const list = decodePathSegment(segment).split(',').filter(Boolean);
  if (list.length === 0) throw badRequest('Name at least one document id');
  return list;
}

function findLast<T>(list: T[], test: (item: T) => boolean): T | undefined {
  for (let index = list.length - 1; index >= 0; index--) if (test(list[index]!)) return list[index];
  return undefined;
}
