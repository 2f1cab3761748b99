/**
 * Server-sent event streams (listen and live), with their bounds: a cap on
 * open streams per client address and in total, a heartbeat comment so
 * proxies and clients know the stream is alive, and a consumer that does not
 * read fast enough is dropped instead of buffering without end (its
 * EventSource reconnects, resuming from its last event id where it can).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError } from './errors.ts';
import type { Logger } from './types.ts';

export interface StreamLimits {
  /** Open streams in total. */
  maxStreams: number;
  /** Open streams from one client address. */
  maxStreamsPerClient: number;
  heartbeatMs: number;
  /** A stream with more than this many bytes not yet taken by its client is dropped. */
  maxBufferedBytes: number;
}

export const streamDefaults: StreamLimits = {
  maxStreams: 1000,
  maxStreamsPerClient: 100,
  heartbeatMs: 15_000,
  maxBufferedBytes: 1024 * 1024,
};

export class EventStream {
  readonly kind: string;
  readonly client: string;
  private readonly res: ServerResponse;
  private readonly maxBufferedBytes: number;
  private readonly logger: Logger;
  private readonly closers: (() => void)[] = [];
  closed = false;

  constructor(kind: string, client: string, res: ServerResponse, maxBufferedBytes: number, logger: Logger) {
    this.kind = kind;
    this.client = client;
    this.res = res;
    this.maxBufferedBytes = maxBufferedBytes;
    this.logger = logger;
    res.on('close', () => this.ended());
  }

  /** Writes one event. Returns false if the stream is closed or was just dropped as too slow. */
  send(event: string, data: unknown, id?: string): boolean {
    return this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  heartbeat(): void {
    this.write(':\n\n');
  }

  onClose(closer: () => void): void {
    if (this.closed) closer();
    else this.closers.push(closer);
  }

  /** Ends the stream (the client's EventSource will reconnect). */
  close(): void {
    if (!this.closed) this.res.end();
    this.ended();
  }

  private write(text: string): boolean {
    if (this.closed) return false;
    if (this.res.writableLength > this.maxBufferedBytes) {
      this.logger.warn(
        `${this.kind} stream to ${this.client} dropped: its client reads too slowly (${this.res.writableLength} bytes waiting)`,
      );
      this.res.destroy();
      this.ended();
      return false;
    }
    this.res.write(text);
    return true;
  }

  private ended(): void {
    if (this.closed) return;
    this.closed = true;
    for (const closer of this.closers.splice(0)) closer();
  }
}

/** Every open stream, their counts per client, and the one heartbeat timer they share. */
export class StreamRegistry {
  private readonly limits: StreamLimits;
  private readonly logger: Logger;
  private readonly streams = new Set<EventStream>();
  private readonly perClient = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(limits: StreamLimits, logger: Logger) {
    this.limits = limits;
    this.logger = logger;
    this.timer = setInterval(() => {
      for (const stream of this.streams) stream.heartbeat();
    }, limits.heartbeatMs);
    this.timer.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * Starts an event stream, or throws 429 (too many from this client) or 503
   * (too many in all) before anything is written. `@sanity/client` retries
   * both after a pause.
   */
  open(kind: string, req: IncomingMessage, res: ServerResponse): EventStream {
    const client = req.socket.remoteAddress ?? 'unknown';
    const fromClient = this.perClient.get(client) ?? 0;
    if (fromClient >= this.limits.maxStreamsPerClient) {
      throw apiError(
        429,
        'tooManyStreams',
        `Too many open event streams from ${client} (the limit is ${this.limits.maxStreamsPerClient}); close some or share one`,
      );
    }
    if (this.streams.size >= this.limits.maxStreams) {
      throw apiError(503, 'tooManyStreams', `The content lake has ${this.streams.size} open event streams, its limit; try again later`);
    }
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const stream = new EventStream(kind, client, res, this.limits.maxBufferedBytes, this.logger);
    this.streams.add(stream);
    this.perClient.set(client, fromClient + 1);
    stream.onClose(() => {
      this.streams.delete(stream);
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left <= 0) this.perClient.delete(client);
      else this.perClient.set(client, left);
    });
    return stream;
  }

  /** Ends every stream of one kind (or all). */
  closeAll(kind?: string): void {
    for (const stream of [...this.streams]) if (!kind || stream.kind === kind) stream.close();
  }

  close(): void {
    clearInterval(this.timer);
    this.closeAll();
  }
}

/** Event streams answer only clients that accept them (Sanity answers 406 otherwise). */
export function acceptsEventStream(req: IncomingMessage): boolean {
  const accept = req.headers.accept;
  return !accept || /text\/event-stream|\*\/\*/.test(accept);
}
