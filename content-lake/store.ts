/**
 * The lake's documents and its one way of changing them: a transaction,
 * committed all or nothing.
 *
 * A transaction is staged (checked and computed) one at a time, against the
 * committed documents plus those of transactions still waiting for their
 * fsync, so the next one can be checked while the disk works (and shares its
 * fsync). It becomes visible (documents, query workers, listeners) only once
 * its journal line is on disk, in the order staged; the request is answered
 * after that, so a query sent after the answer sees the write.
 */
import { apiError, LakeError } from './errors.ts';
import { Journal, type JournalPosition, type JournalRecord } from './journal.ts';
import {
  applyMutation,
  newTransactionId,
  querySelection,
  Transaction,
  TransactionFailure,
  type Effect,
  type SanityMutation,
} from './mutations.ts';
import { applyAction } from './actions.ts';
import type { ReleaseContext } from './releases.ts';
import { prepareQuery, runQuery } from './query.ts';
import type { QueryPool } from './query-pool.ts';
import type { LakeDocument, Logger } from './types.ts';
import { DocumentSet, isPrivateId, type DocumentChange } from './views.ts';

/** A transaction on disk and applied: what listeners are told. */
export interface CommittedTransaction {
  /** Position in this lake run's sequence of transactions. */
  seq: number;
  transactionId: string;
  timestamp: string;
  identity: string;
  effects: Effect[];
  /** Its line in the journal. */
  position: JournalPosition;
}

export interface TransactionOptions {
  transactionId?: string;
  dryRun?: boolean;
  autoGenerateArrayKeys?: boolean;
  identity: string;
}

export interface StoreOptions {
  journal: Journal;
  logger: Logger;
  /** Types whose documents must stay private (an id with a path), e.g. enquiries. */
  privateTypes: string[];
  /** What release actions need besides the documents (the history, for unarchive). */
  releases: ReleaseContext;
}

/** Sanity's own cap on documents one query-selected mutation may touch. */
const maxSelected = 10_000;
const validTransactionId = /^[A-Za-z0-9_.-]{1,128}$/;

export class Store {
  readonly documents = new DocumentSet();
  private readonly journal: Journal;
  private readonly logger: Logger;
  private readonly privateTypes: Set<string>;
  private readonly releases: ReleaseContext;
  private pool: QueryPool | null = null;
  private readonly pending = new Map<string, { document: LakeDocument | null; seq: number }>();
  private staging: Promise<unknown> = Promise.resolve();
  private seq = 0;
  private committedSeq = 0;
  private readonly durable = new Map<number, CommittedTransaction>();
  private readonly listeners = new Set<(tx: CommittedTransaction) => void>();

  constructor(options: StoreOptions) {
    this.journal = options.journal;
    this.logger = options.logger;
    this.privateTypes = new Set(options.privateTypes);
    this.releases = options.releases;
  }

  attachPool(pool: QueryPool): void {
    this.pool = pool;
  }

  /** Told of every committed transaction, in order. Returns the unsubscribe function. */
  subscribe(listener: (tx: CommittedTransaction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The document as the next transaction sees it: committed, or waiting for its fsync. */
  read(id: string): LakeDocument | null {
    const pending = this.pending.get(id);
    return pending ? pending.document : (this.documents.get(id) ?? null);
  }

  /** The ids under a prefix, committed or waiting for their fsync (a deletion waiting is for the transaction to see). */
  private idsStartingWith(prefix: string): string[] {
    const ids = new Set(this.documents.idsStartingWith(prefix));
    for (const id of this.pending.keys()) if (id.startsWith(prefix)) ids.add(id);
    return [...ids];
  }

  /**
   * Loads a dataset with the journal replayed over it, at start and after the
   * dataset folder changed. Runs between transactions, never beside one.
   */
  load(base: LakeDocument[]): Promise<{ transactions: number; records: JournalRecord[] }> {
    return this.exclusive(async () => {
      await this.quiet();
      const { changes, transactions, records } = await this.journal.load();
      const byId = new Map(base.map((doc) => [doc._id, doc]));
      for (const [id, document] of changes) {
        if (document) byId.set(id, document);
        else byId.delete(id);
      }
      const all = [...byId.values()];
      this.documents.replace(all);
      this.pool?.replace(all);
      return { transactions, records };
    });
  }

  /**
   * Forgets every past version of these documents (erasure: an enquiry erased or anonymised): the journal is
   * rewritten without them, each keeping only its state now, as one transaction by `identity` (or nothing, when it is
   * gone and `inDataset` says the dataset never had it either, so replaying adds nothing back). Runs between
   * transactions, never beside one. Returns the journal's records as they now are, for the history to index again.
   */
  forgetPast(ids: readonly string[], identity: string, inDataset: (id: string) => boolean): Promise<JournalRecord[]> {
    return this.exclusive(async () => {
      await this.quiet();
      const now = ids.flatMap((id) => {
        const document = this.documents.get(id) ?? null;
        return document || inDataset(id) ? [{ id, document }] : [];
      });
      const tail = now.length ? { transactionId: newTransactionId(), timestamp: new Date().toISOString(), identity, effects: now } : null;
      await this.journal.rewrite(new Set(ids), tail);
      return (await this.journal.load()).records;
    });
  }

  /** Applies `/data/mutate` mutations as one transaction. */
  mutate(mutations: SanityMutation[], options: TransactionOptions): Promise<Transaction> {
    return this.transact('mutationError', options, mutations, async (tx, selections) => {
      mutations.forEach((mutation, index) => failingAt(index, () => applyMutation(tx, mutation, selections[index])));
    });
  }

  /** Applies `/data/actions` actions as one transaction. */
  act(actions: unknown[], options: TransactionOptions): Promise<Transaction> {
    return this.transact('actionError', options, [], async (tx) => {
      for (const [index, action] of actions.entries()) await failingAt(index, () => applyAction(tx, action, this.releases));
    });
  }

  private async transact(
    errorType: 'mutationError' | 'actionError',
    options: TransactionOptions,
    mutations: SanityMutation[],
    build: (tx: Transaction, selections: (string[] | undefined)[]) => Promise<void>,
  ): Promise<Transaction> {
    const transactionId = options.transactionId ?? newTransactionId();
    if (!validTransactionId.test(transactionId)) throw apiError(400, errorType, `Invalid transactionId "${transactionId}"`);
    const staged = this.exclusive(async () => {
      if (this.journal.failure) throw apiError(503, 'serviceUnavailable', this.journal.failure.message);
      const queries = mutations.map((mutation, index) => failingAt(index, () => querySelection(mutation)));
      let selections: (string[] | undefined)[] = [];
      if (queries.some(Boolean)) {
        // A query selects among committed documents, so wait for those in flight.
        await this.quiet();
        selections = await Promise.all(
          queries.map((selection, index) => (selection ? failingAtAsync(index, () => this.select(selection)) : undefined)),
        );
      }
      const tx = new Transaction(
        (id) => this.read(id),
        transactionId,
        new Date().toISOString(),
        (prefix) => this.idsStartingWith(prefix),
      );
      await build(tx, selections);
      const effects = tx.effects({ autoGenerateArrayKeys: options.autoGenerateArrayKeys });
      effects.forEach((effect) => this.checkPrivacy(effect));
      if (options.dryRun || effects.length === 0) return { tx, written: Promise.resolve() };
      const seq = ++this.seq;
      for (const effect of effects) this.pending.set(effect.id, { document: effect.after, seq });
      const entry = {
        transactionId,
        timestamp: tx.timestamp,
        identity: options.identity,
        effects: effects.map((effect) => ({ id: effect.id, document: effect.after })),
      };
      const written = this.journal.append(entry).then(
        (position) => this.committed({ seq, transactionId, timestamp: tx.timestamp, identity: options.identity, effects, position }),
        (error: Error) => {
          // The journal refuses every write from now on; nothing in flight will be committed.
          this.pending.clear();
          throw apiError(503, 'serviceUnavailable', error.message);
        },
      );
      return { tx, written };
    }).catch((error: unknown) => {
      if (error instanceof TransactionFailure) throw transactionError(errorType, error);
      throw error;
    });
    const { tx, written } = await staged;
    await written;
    return tx;
  }

  /** Applies durable transactions in the order they were staged. */
  private committed(tx: CommittedTransaction): void {
    this.durable.set(tx.seq, tx);
    for (let next = this.durable.get(this.committedSeq + 1); next; next = this.durable.get(this.committedSeq + 1)) {
      this.durable.delete(next.seq);
      this.committedSeq = next.seq;
      const changes: DocumentChange[] = next.effects.map((effect) => ({ id: effect.id, document: effect.after }));
      this.documents.apply(changes);
      this.pool?.apply(changes);
      for (const effect of next.effects) {
        if (this.pending.get(effect.id)?.seq === next.seq) this.pending.delete(effect.id);
      }
      for (const listener of this.listeners) {
        try {
          listener(next);
        } catch (error) {
          this.logger.error(`a listener failed on transaction ${next.transactionId}: ${(error as Error).stack ?? error}`);
        }
      }
    }
  }

  private checkPrivacy(effect: Effect): void {
    const type = effect.after?._type;
    if (type && this.privateTypes.has(type) && !isPrivateId(effect.id)) {
      throw new TransactionFailure(
        400,
        'privateDocumentError',
        `A document of type "${type}" needs a private id (with a path, such as "${type}.<id>"), so that it is never publicly readable; got "${effect.id}"`,
        effect.id,
      );
    }
  }

  private async select(selection: { query: string; params: Record<string, unknown> }): Promise<string[]> {
    const tree = prepareQuery(selection.query, selection.params);
    const view = this.documents.view('raw', 'write');
    const result = await (await runQuery(tree, { view, params: selection.params, projectId: '', dataset: '' })).get();
    const items = Array.isArray(result) ? result : result === null ? [] : [result];
    if (items.length > maxSelected)
      throw new TransactionFailure(
        400,
        'queryTooLargeError',
        `The query selects ${items.length} documents; one transaction may touch at most ${maxSelected}`,
      );
    const ids: string[] = [];
    for (const item of items) {
      if (item && typeof item === 'object' && typeof (item as LakeDocument)._id === 'string') ids.push((item as LakeDocument)._id);
    }
    return ids;
  }

  /** Resolves once no transaction is waiting for its fsync. */
  private async quiet(): Promise<void> {
    while (this.pending.size > 0 && !this.journal.failure) await this.journal.idle();
  }

  /** Runs `step` after every step queued before it: staging is one at a time. */
  private exclusive<T>(step: () => Promise<T>): Promise<T> {
    const run = this.staging.then(step);
    this.staging = run.catch(() => undefined);
    return run;
  }
}

function failingAt<T>(index: number, step: () => T): T {
  try {
    const result = step();
    // An async step (a release's unarchive) fails later: its failure is marked the same way.
    if (result instanceof Promise) return result.catch((error: unknown) => marked(index, error)) as T;
    return result;
  } catch (error) {
    return marked(index, error);
  }
}

function marked(index: number, error: unknown): never {
  if (error instanceof TransactionFailure) error.index = index;
  throw error;
}

async function failingAtAsync<T>(index: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof TransactionFailure) error.index = index;
    if (error instanceof LakeError) {
      const failure = new TransactionFailure(error.status, 'queryError', `The selection query failed: ${error.message}`);
      failure.index = index;
      throw failure;
    }
    throw error;
  }
}

/** Sanity's shape: `{error: {type: 'mutationError', description, items: [{error: {id, type, description}, index}]}}`. */
function transactionError(type: 'mutationError' | 'actionError', failure: TransactionFailure): LakeError {
  const what = type === 'mutationError' ? 'mutation(s)' : 'action(s)';
  const item = {
    error: { ...(failure.id ? { id: failure.id } : {}), type: failure.type, description: failure.message },
    index: failure.index,
  };
  return apiError(failure.status, type, `The ${what} failed: ${failure.message}`, { items: [item] });
}
