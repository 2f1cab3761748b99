/**
 * A slow content service: the main server's lake behind a proxy that answers
 * every request SLOW_LAKE_DELAY_MS late (within the site's content timeout)
 * and never answers a query for testimonials. Pages that read only other
 * content render in full, slowly; pages that read testimonials lose that
 * part, which must make them a 503 that no cache keeps (outage.spec.ts).
 * Usage: node tests/e2e/support/slow-lake.ts PORT TARGET_PORT
 */
import { createServer, request } from 'node:http';
import type { Socket } from 'node:net';

export const SLOW_LAKE_DELAY_MS = 800;

const port = Number(process.argv[2]);
const target = Number(process.argv[3]);
const sockets = new Set<Socket>();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://lake');
  // Read and drop the request: a hung query keeps its connection open and never answers.
  if ((url.searchParams.get('query') ?? '').includes('_type == "testimonial"]')) return void req.resume();
  setTimeout(() => {
    const upstream = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }, SLOW_LAKE_DELAY_MS);
});
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.listen(port, '127.0.0.1', () => console.log(`slow lake listening on 127.0.0.1:${port}, in front of ${target}`));
const stop = () => {
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
