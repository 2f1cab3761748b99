/**
 * The listen API (`GET /data/listen/{dataset}?query=*[…]`): server-sent
 * `mutation` events for the documents a GROQ filter matches before or after
 * each committed transaction, the way `client.listen()` consumes them.
 * Without a token a listener hears nothing about private ids (drafts,
 * enquiries), and its filter sees one document at a time (listen-filter.ts).
 * There is no resume: a reconnecting listener gets `welcome` (which Sanity's
 * clients treat as "refetch"), also after the lake reloads its dataset, when
 * every listener is disconnected.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, badRequest } from './errors.ts';
import { paramsFromSearch } from './http.ts';
import { listenerFilter } from './listen-filter.ts';
import { mendozaEffects, type MendozaEffects } from './mendoza.ts';
import type { Effect } from './mutations.ts';
import type { CommittedTransaction, Store } from './store.ts';
import { acceptsEventStream, type EventStream, type StreamRegistry } from './streams.ts';
import type { Access, LakeDocument } from './types.ts';
import { isPrivateId } from './views.ts';

interface Listener {
  stream: EventStream;
  matches: (doc: LakeDocument) => boolean;
  access: Access;
  includeResult: boolean;
  includePrevious: boolean;
  includeMutations: boolean;
  includeVersions: boolean;
  /** `effectFormat=mendoza`: each event carries the change as mendoza patches (the Studio applies them). */
  includeEffects: boolean;
}

const flag = (url: URL, name: string, fallback: boolean) => {
  const value = url.searchParams.get(name);
  return value === null ? fallback : value === 'true';
};

export class ListenHub {
  private readonly registry: StreamRegistry;
  private readonly listeners = new Set<Listener>();

  constructor(store: Store, registry: StreamRegistry) {
    this.registry = registry;
    store.subscribe((tx) => this.publish(tx));
  }

  handle(req: IncomingMessage, res: ServerResponse, url: URL, access: Access): void {
    if (!acceptsEventStream(req)) throw apiError(406, 'notAcceptable', 'The listen API answers with text/event-stream');
    const query = url.searchParams.get('query');
    if (!query) throw badRequest('Missing "query": a GROQ filter such as *[_type == "post"]');
    const params = paramsFromSearch(url);
    const stream = this.registry.open('listen', req, res);
    let matches: (doc: LakeDocument) => boolean;
    try {
      matches = listenerFilter(query, params);
    } catch (error) {
      // As Sanity does: a bad filter is told on the stream, which the client turns into a ChannelError.
      stream.send('channelError', { message: (error as Error).message });
      stream.close();
      return;
    }
    const listener: Listener = {
      stream,
      matches,
      access,
      includeResult: flag(url, 'includeResult', true),
      includePrevious: flag(url, 'includePreviousRevision', false),
      includeMutations: flag(url, 'includeMutations', true),
      includeVersions: flag(url, 'includeAllVersions', false),
      includeEffects: url.searchParams.get('effectFormat') === 'mendoza',
    };
    this.listeners.add(listener);
    stream.onClose(() => this.listeners.delete(listener));
    stream.send('welcome', { listenerName: randomBytes(12).toString('base64url') });
  }

  /** Disconnects every listener (the dataset was replaced: they must refetch). */
  disconnectAll(): void {
    this.registry.closeAll('listen');
  }

  private publish(tx: CommittedTransaction): void {
    // Computed once per document, for every listener that asks for them.
    const effects = new Map<string, MendozaEffects>();
    const effectsOf = (effect: Effect) => {
      let computed = effects.get(effect.id);
      if (!computed) effects.set(effect.id, (computed = mendozaEffects(effect.before, effect.after)));
      return computed;
    };
    for (const listener of this.listeners) {
      const events: Record<string, unknown>[] = [];
      for (const effect of tx.effects) {
        if (listener.access === 'public' && isPrivateId(effect.id)) continue;
        if (!listener.includeVersions && effect.id.startsWith('versions.')) continue;
        const was = effect.before !== null && safely(() => listener.matches(effect.before!));
        const is = effect.after !== null && safely(() => listener.matches(effect.after!));
        if (!was && !is) continue;
        events.push({
          documentId: effect.id,
          eventId: `${tx.transactionId}#${effect.id}`,
          identity: tx.identity,
          ...(listener.includeMutations ? { mutations: effect.mutations } : {}),
          ...(listener.includeEffects ? { effects: effectsOf(effect) } : {}),
          ...(effect.before ? { previousRev: effect.before._rev } : {}),
          resultRev: tx.transactionId,
          ...(listener.includeResult && effect.after ? { result: effect.after } : {}),
          ...(listener.includePrevious ? { previous: effect.before } : {}),
          timestamp: tx.timestamp,
          transactionId: tx.transactionId,
          transition: was && is ? 'update' : is ? 'appear' : 'disappear',
          visibility: 'query',
        });
      }
      events.forEach((event, index) => {
        listener.stream.send(
          'mutation',
          { ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index },
          event.eventId as string,
        );
      });
    }
  }
}

/** A filter that fails on one document (a type error in groq-js) simply does not match it. */
function safely(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}
