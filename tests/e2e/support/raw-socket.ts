/**
 * Bytes on a socket, for requests `fetch` and Node's client refuse to send
 * (malformed HTTP, absolute-form targets, slow bodies): writes `parts` with
 * `pauseMs` between them, then reads until the server closes the connection
 * or `timeoutMs` passes.
 */
import { connect } from 'node:net';

export interface SocketAnswer {
  /** The status of the first answer, or 0 when the server closed without one. */
  status: number;
  head: string;
  body: string;
  /** The whole answer as received. */
  raw: string;
  closedAfterMs: number;
  /** False when `timeoutMs` passed with the connection still open. */
  closed: boolean;
}

export function sendRaw(
  url: string,
  parts: (string | Buffer)[],
  options: { pauseMs?: number; timeoutMs?: number; localAddress?: string } = {},
): Promise<SocketAnswer> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port), localAddress: options.localAddress });
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0),
        head,
        body: rest.join('\r\n\r\n'),
        raw,
        closedAfterMs: Date.now() - started,
        closed,
      });
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      for (const [index, part] of parts.entries()) {
        if (index > 0 && options.pauseMs) await new Promise((wait) => setTimeout(wait, options.pauseMs));
        if (socket.destroyed) return;
        socket.write(part);
      }
    });
  });
}
