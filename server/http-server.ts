/**
 * The site's HTTP server, with limits on slow clients: the headers must
 * arrive within HEADERS_TIMEOUT_MS and the whole request within
 * REQUEST_TIMEOUT_MS (a POST that announces 1,000 bytes and sends 10 is cut
 * off), an idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS, and
 * a connection where nothing moves for SOCKET_IDLE_TIMEOUT_MS (a client that
 * stops reading) is closed. A request Node cannot parse (malformed HTTP,
 * headers over 16 KB) gets a short plain answer with the same security
 * headers as every other answer, instead of Node's bare one.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SiteConfig } from '../app/env.server.ts';
import { statusMessage } from './errors.ts';
import { plainAnswerHeaders } from './security.ts';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 20_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;

export function createSiteServer(handler: (req: IncomingMessage, res: ServerResponse) => void, config: SiteConfig): Server {
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for requests past their time (30 s by default: too coarse for the limits above).
      connectionsCheckingInterval: 1_000,
      // A request without Host is refused by normalise.ts, with the security headers Node's own refusal lacks.
      requireHostHeader: false,
    },
    handler,
  );
  server.setTimeout(SOCKET_IDLE_TIMEOUT_MS, (socket) => socket.destroy());
  const headers = Object.entries({ ...plainAnswerHeaders(config), 'cache-control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing to answer on a connection that is gone, or whose answer has begun (as Node's own handler decides).
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten !== 0) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = statusMessage(status);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}content-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
