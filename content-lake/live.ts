/**
 * The Live Content API (`GET /v2021-03-25/data/live/events/{dataset}`), what
 * `client.live.events()` reads: `welcome`, then a `message` with the sync
 * tags each committed transaction invalidates, and `restart` when the lake
 * replaced its dataset (every earlier position is then void). Past its limit
 * of open streams it answers `goaway`, as Sanity does when a project's
 * connections are used up: the client polls, and tries again later.
 *
 * Positions (event ids) are `<run>.<sequence>`. The last events are kept in a
 * ring bounded by count, so a client that reconnects with `Last-Event-ID`
 * gets what it missed; one whose position is older than the ring (or from
 * another run of the lake) gets `restart` and refetches everything.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, authError, LakeError } from './errors.ts';
import type { CommittedTransaction, Store } from './store.ts';
import { acceptsEventStream, type EventStream, type StreamRegistry } from './streams.ts';
import { changeTags, type SyncTag } from './sync-tags.ts';
import type { Access } from './types.ts';

interface Entry {
  seq: number;
  all: SyncTag[];
  public: SyncTag[];
}

interface Subscriber {
  stream: EventStream;
  drafts: boolean;
}

export class LiveHub {
  private readonly registry: StreamRegistry;
  private readonly bufferSize: number;
  private readonly ring: Entry[] = [];
  private readonly subscribers = new Set<Subscriber>();
  private run = randomBytes(6).toString('base64url');
  private lastSeq = 0;

  constructor(store: Store, registry: StreamRegistry, bufferSize: number) {
    this.registry = registry;
    this.bufferSize = bufferSize;
    store.subscribe((tx) => this.publish(tx));
  }

  handle(req: IncomingMessage, res: ServerResponse, url: URL, access: Access): void {
    if (!acceptsEventStream(req)) throw apiError(406, 'notAcceptable', 'The Live Content API answers with text/event-stream');
    const drafts = url.searchParams.get('includeDrafts') === 'true' || url.searchParams.get('includeAllDocuments') === 'true';
    if (drafts && access === 'public') throw authError(401, 'includeDrafts needs a token with read access');
    const header = req.headers['last-event-id'];
    const from = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('lastEventId') ?? undefined;
    let stream: EventStream;
    try {
      stream = this.registry.open('live', req, res);
    } catch (error) {
      // Past the lake's limit (not one client's), the Live Content API says `goaway` (poll instead, try again
      // later), as Sanity does when a project's connections are used up, rather than failing.
      if (!(error instanceof LakeError) || error.status !== 503) throw error;
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform' });
      res.end(`event: goaway\nid: ${this.position(this.lastSeq)}\ndata: ${JSON.stringify({ reason: error.message })}\n\n`);
      return;
    }
    const subscriber: Subscriber = { stream, drafts };
    const missed = from === undefined ? [] : this.since(from);
    if (missed === null) {
      // Too old, from another run, or not ours: start over at the end.
      stream.send('restart', {}, this.position(this.lastSeq));
    } else {
      stream.send('welcome', {}, this.position(this.lastSeq));
      for (const entry of missed) this.deliver(subscriber, entry);
    }
    this.subscribers.add(subscriber);
    stream.onClose(() => this.subscribers.delete(subscriber));
  }

  /** Tells every subscriber to refetch everything (the dataset was reloaded); earlier positions become void. */
  restart(): void {
    this.run = randomBytes(6).toString('base64url');
    this.ring.length = 0;
    for (const subscriber of this.subscribers) subscriber.stream.send('restart', {}, this.position(this.lastSeq));
  }

  private publish(tx: CommittedTransaction): void {
    const all = new Set<SyncTag>();
    const visible = new Set<SyncTag>();
    for (const effect of tx.effects) {
      const tags = changeTags(effect.id, effect.before, effect.after);
      for (const tag of tags.all) all.add(tag);
      for (const tag of tags.public) visible.add(tag);
    }
    const entry: Entry = { seq: tx.seq, all: [...all], public: [...visible] };
    this.lastSeq = tx.seq;
    this.ring.push(entry);
    if (this.ring.length > this.bufferSize) this.ring.shift();
    for (const subscriber of this.subscribers) this.deliver(subscriber, entry);
  }

  private deliver(subscriber: Subscriber, entry: Entry): void {
    const tags = subscriber.drafts ? entry.all : entry.public;
    if (tags.length > 0) subscriber.stream.send('message', { tags }, this.position(entry.seq));
  }

  private position(seq: number): string {
    return `${this.run}.${seq.toString(36)}`;
  }

  /** The events after a position, or null when the position cannot be resumed from. */
  private since(position: string): Entry[] | null {
    const [run, encoded] = position.split('.');
    const seq = encoded === undefined ? NaN : parseInt(encoded, 36);
    if (run !== this.run || !Number.isInteger(seq) || seq > this.lastSeq) return null;
    const oldest = this.ring[0]?.seq ?? this.lastSeq + 1;
    if (seq < oldest - 1) return null;
    return this.ring.filter((entry) => entry.seq > seq);
  }
}
