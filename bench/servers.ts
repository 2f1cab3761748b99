/** What the benches share: waiting for a server, pinning to a core, wrk, and nginx serving a page's very bytes. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Resolves once `url` answers 2xx (a server a bench started is ready); fails after a minute. */
export async function untilAnswers(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The bytes as sent (fetch would decode them), and the headers. */
export function rawGet(url: string, encoding: string): Promise<{ body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
    }).on('error', reject);
  });
}

/** Whether `taskset` can pin processes to cores here (util-linux): the servers to core 1, wrk to core 0. */
export const canPin = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** `command` on one core, when pinning is possible: the servers on core 1, wrk on core 0. */
export const onCore = (core: 0 | 1, command: string, args: string[]): [string, string[]] =>
  canPin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];

/** Requests a second for `url`, after a 2 s warm-up (Node's compiler, nginx's file cache). */
export function wrk(url: string): number {
  const run = (seconds: number) =>
    execFileSync(...onCore(0, 'wrk', ['-t1', '-c32', `-d${seconds}s`, '-H', 'Accept-Encoding: gzip', url]), { encoding: 'utf8' });
  run(2);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(run(8))?.[1] ?? 0);
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The page at `pageUrl` (its path, `/about`) served as the same gzip bytes with the same headers by nginx (one
 * worker, `gzip_static`) and by a bare `node:http` server (bench/bare-server.ts), each on core 1: what the site's
 * own serving is measured against.
 */
export async function servedTheSame(pageUrl: string, dir: string, nginxPort: number, barePort: number) {
  const pagePath = new URL(pageUrl).pathname;
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'www'), { recursive: true });
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  const { body: gz, headers } = await rawGet(pageUrl, 'gzip');
  const { body: plain } = await rawGet(pageUrl, 'identity');
  const hopByHop = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  // nginx sends the same headers as the site (security, caching, ETag), so both answers are the same bytes.
  const sameHeaders = Object.entries(headers)
    .filter(([name]) => ![...hopByHop, 'content-encoding', 'content-type', 'vary'].includes(name))
    .map(([name, value]) => `add_header ${name} "${String(value).replaceAll('"', '\\"')}" always;`)
    .join('\n      ');
  await writeFile(path.join(dir, 'www', 'page.html'), plain);
  await writeFile(path.join(dir, 'www', 'page.html.gz'), gz);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${dir}/www;
    gzip_static on;
    location = ${pagePath} {
      default_type "text/html; charset=utf-8";
      try_files /page.html =404;
      ${sameHeaders}
    }
  }
}
`,
  );
  const nginx: ChildProcess = spawn(...onCore(1, 'nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir]), { stdio: 'inherit' });
  // Node sending the same bytes with the same headers, and nothing else.
  const bareHeaders = Object.entries(headers)
    .filter(([name]) => !hopByHop.includes(name))
    .map(([name, value]) => [name, String(value)]);
  const bare: ChildProcess = spawn(
    ...onCore(1, process.execPath, [
      path.join(root, 'bench', 'bare-server.ts'),
      String(barePort),
      path.join(dir, 'www', 'page.html.gz'),
      JSON.stringify(bareHeaders),
    ]),
    { stdio: 'inherit' },
  );
  await untilAnswers(`http://127.0.0.1:${nginxPort}${pagePath}`);
  await untilAnswers(`http://127.0.0.1:${barePort}${pagePath}`);
  return { nginx, bare, plain, gz };
}

/**
 * The production server (`npm start`: the embedded lake, the page store) as the benches measure it: built afresh into
 * `.cache/bench-build` (a build left from an older tree would measure old code), with a lake and a store of its own
 * under `.cache/bench-<name>-…`, and `env` on top; resolves once it answers and its store is filled.
 */
export async function startBenchSite(
  name: string,
  ports: { port: number; lakePort: number },
  writeToken: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const buildDir = '.cache/bench-build';
  execFileSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: 'inherit' });
  const dirs = { lake: `.cache/bench-${name}-lake`, lakeCache: `.cache/bench-${name}-lake-cache`, pages: `.cache/bench-${name}-pages` };
  for (const dir of [dirs.lake, dirs.pages]) await rm(path.join(root, dir), { recursive: true, force: true });
  const server = spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(ports.port),
      LAKE_PORT: String(ports.lakePort),
      HOST: '127.0.0.1',
      LAKE_DATA_DIR: dirs.lake,
      LAKE_CACHE_DIR: dirs.lakeCache,
      LAKE_WRITE_TOKEN: writeToken,
      PAGE_STORE_DIR: dirs.pages,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const filled = new Promise<void>((resolve) =>
    server.stdout!.on('data', (chunk: Buffer) => /Page store: \d+ pages/.test(chunk.toString()) && resolve()),
  );
  try {
    await untilAnswers(`http://127.0.0.1:${ports.port}/robots.txt`);
    await filled;
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return server;
}
