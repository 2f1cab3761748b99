/**
 * A "content service" that accepts connections and never answers: the site in
 * front of it must give up after its content timeout and render defaults.
 * Usage: node tests/e2e/support/blackhole.ts PORT
 */
import net from 'node:net';

const port = Number(process.argv[2] ?? 3439);
const sockets = new Set<net.Socket>();
const server = net.createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => {});
  socket.on('close', () => sockets.delete(socket));
  // Read and drop whatever is sent; never write back.
  socket.resume();
});
server.listen(port, '127.0.0.1', () => console.log(`blackhole listening on 127.0.0.1:${port}`));
const stop = () => {
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
