/**
 * The Studio's realtime socket (`ws://…/v{version}/socket/{dataset}`, Sanity's
 * "Bifur": JSON-RPC 2.0 over a WebSocket), for what the Studio uses it for:
 * presence (who is looking at which document, here the editor's own tabs and
 * windows) and a heartbeat the Studio reads as "connected". A presence
 * message is relayed to the other sockets of the same dataset and kept
 * nowhere. Only a Studio origin may open a socket (a WebSocket has no CORS),
 * only an editor's session may announce, and sockets, messages and
 * sessions per socket are bounded.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from './types.ts';

export const socketRoute = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/socket\/([^/]+)$/;

export interface PresenceOptions {
  dataset: string;
  /** Browser origins that may open a socket (the Studios). */
  origins: () => string[];
  /** The editor a session token belongs to, or null. */
  userOf: (token: string) => string | null;
  maxSockets?: number;
  heartbeatMs?: number;
  logger: Logger;
}

interface Peer {
  socket: WebSocket;
  userId: string | null;
  subscriptions: Set<string>;
  /** Presence sessions announced on this socket, told as gone when it closes. */
  sessions: Set<string>;
}

const heartbeat = '♥';
const maxSessionsPerSocket = 16;

export class PresenceRelay {
  private readonly options: PresenceOptions;
  private readonly server: WebSocketServer;
  private readonly peers = new Set<Peer>();
  private readonly timer: NodeJS.Timeout;
  private nextId = 0;

  constructor(options: PresenceOptions) {
    this.options = options;
    // Presence messages are small: a document id and a path or two per location.
    this.server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
    this.timer = setInterval(() => {
      for (const peer of this.peers) peer.socket.send(heartbeat);
    }, options.heartbeatMs ?? 20_000);
    this.timer.unref();
  }

  /** Takes over an HTTP upgrade to the socket's address; anything else is refused. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const dataset = socketRoute.exec(path)?.[1];
    const origin = req.headers.origin;
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (dataset !== this.options.dataset) return refuse('404 Not Found');
    if (typeof origin !== 'string' || !this.options.origins().includes(origin)) return refuse('403 Forbidden');
    if (this.peers.size >= (this.options.maxSockets ?? 100)) return refuse('503 Service Unavailable');
    this.server.handleUpgrade(req, socket, head, (ws) => this.connected(ws));
  }

  close(): void {
    clearInterval(this.timer);
    for (const peer of this.peers) peer.socket.terminate();
    this.peers.clear();
    this.server.close();
  }

  private connected(socket: WebSocket): void {
    const peer: Peer = { socket, userId: null, subscriptions: new Set(), sessions: new Set() };
    this.peers.add(peer);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      this.message(peer, data.toString());
    });
    socket.on('close', () => {
      this.peers.delete(peer);
      for (const session of peer.sessions) this.relay(peer, { type: 'disconnect', i: peer.userId, m: { session } });
    });
    socket.on('error', (error) => this.options.logger.debug(`presence socket: ${error.message}`));
  }

  private message(peer: Peer, text: string): void {
    let request: { method?: unknown; params?: Record<string, unknown>; id?: unknown };
    try {
      request = JSON.parse(text);
    } catch {
      return;
    }
    const { method, id } = request;
    const params = request.params && typeof request.params === 'object' ? request.params : {};
    const reply = (result: unknown) => peer.socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
    const fail = (code: number, message: string) => peer.socket.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }));

    if (method === 'authorization') {
      const token = /^Bearer\s+(.+)$/i.exec(String(params.authorization ?? ''))?.[1] ?? '';
      peer.userId = this.options.userOf(token);
      if (!peer.userId) return fail(401, 'Session not found: log in again');
      return reply(true);
    }
    if (!peer.userId) return fail(401, 'Presence is for logged-in editors: send "authorization" first');
    const session = typeof params.session === 'string' ? params.session : undefined;
    switch (method) {
      case 'presence_subscribe': {
        const subscription = `presence-${++this.nextId}`;
        peer.subscriptions.add(subscription);
        return reply(subscription);
      }
      case 'presence_unsubscribe':
        peer.subscriptions.delete(String(params.subscriptionId));
        return reply(true);
      case 'presence_rollcall':
        if (!session) return fail(400, '"session" is required');
        this.relay(peer, { type: 'rollCall', i: peer.userId, session });
        return reply(true);
      case 'presence_announce': {
        const data = params.data as { sessionId?: unknown; locations?: unknown } | undefined;
        if (typeof data?.sessionId !== 'string' || !Array.isArray(data.locations))
          return fail(400, '"data" needs a sessionId and locations');
        if (!peer.sessions.has(data.sessionId) && peer.sessions.size >= maxSessionsPerSocket)
          return fail(429, 'Too many presence sessions on one socket');
        peer.sessions.add(data.sessionId);
        this.relay(peer, { type: 'state', i: peer.userId, m: { sessionId: data.sessionId, locations: data.locations } });
        return reply(true);
      }
      case 'presence_disconnect':
        if (!session) return fail(400, '"session" is required');
        peer.sessions.delete(session);
        this.relay(peer, { type: 'disconnect', i: peer.userId, m: { session } });
        return reply(true);
      default:
        return fail(-32601, `The content lake does not offer "${String(method)}" on this socket`);
    }
  }

  /** Tells every other subscribed socket (the editor's other tabs). */
  private relay(from: Peer, event: Record<string, unknown>): void {
    for (const peer of this.peers) {
      if (peer === from || !peer.userId) continue;
      // A tab that does not read its socket is dropped (it reconnects) rather than buffered without end.
      if (peer.socket.bufferedAmount > 1024 * 1024) {
        peer.socket.terminate();
        continue;
      }
      for (const subscription of peer.subscriptions) {
        peer.socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } }));
      }
    }
  }
}
