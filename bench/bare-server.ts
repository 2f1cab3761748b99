/**
 * The stored-page bench's yardstick for Node itself: a bare `node:http`
 * server that answers every request with one file and the headers it is
 * given, nothing else (no routing, no logging, Node's default timeouts). What
 * it reaches is what any Node server can reach for that answer.
 *
 *   node bench/bare-server.ts PORT FILE HEADERS_JSON
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file, headersJson] = process.argv.slice(2);
if (!port || !file || !headersJson) throw new Error('usage: node bench/bare-server.ts PORT FILE HEADERS_JSON');
const body = readFileSync(file);
const headers: [string, string][] = [...(JSON.parse(headersJson) as [string, string][]), ['Content-Length', String(body.length)]];
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1');
