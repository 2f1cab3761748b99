/**
 * Debian's Redis, nginx and Varnish, started for a test on loopback with everything
 * (configuration, pid, logs) in a temporary folder, and stopped by it.
 * `node scripts/ensure-packages.ts` (run by `npm run test:e2e`) installs them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { varnishArgs, varnishConfig } from '../../scripts/varnish.ts';

export interface Daemon {
  port: number;
  /** Stops it (SIGTERM, then SIGKILL) and removes its folder. */
  stop(): Promise<void>;
  /** Stops it without removing anything: start it again with `restart`. */
  pause(): Promise<void>;
  restart(): Promise<void>;
  /** What it logged, for a failing test's message. */
  logs(): Promise<string>;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

async function untilListening(port: number, process: ChildProcess, name: string, logs: () => Promise<string>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await accepts(port)) return;
    if (process.exitCode !== null) throw new Error(`${name} stopped at start:\n${await logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not listen on ${port} within 10 s:\n${await logs()}`);
}

async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}

async function daemon(name: string, port: number, dir: string, command: string, args: string[], logFile: string): Promise<Daemon> {
  let child: ChildProcess;
  const logs = () => readFile(logFile, 'utf8').catch(() => '');
  const start = async () => {
    child = spawn(command, args, { cwd: dir, stdio: 'ignore' });
    await untilListening(port, child, name, logs);
  };
  await start();
  return {
    port,
    logs,
    pause: () => ended(child),
    restart: start,
    async stop() {
      await ended(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis that keeps nothing on disk, on 127.0.0.1:port. */
export async function startRedis(port: number): Promise<Daemon> {
  const dir = await mkdtemp(path.join(tmpdir(), 'test-redis-'));
  const logFile = path.join(dir, 'redis.log');
  const args = ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', logFile];
  return daemon('redis-server', port, dir, '/usr/bin/redis-server', args, logFile);
}

/** nginx in the foreground with one server block (`server` is its body), listening on 127.0.0.1:port. */
export async function startNginx(port: number, http: string, server: string): Promise<Daemon> {
  const dir = await mkdtemp(path.join(tmpdir(), 'test-nginx-'));
  const logFile = path.join(dir, 'error.log');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${logFile} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
  server {
    listen 127.0.0.1:${port};
${server}
  }
}
`,
  );
  return daemon('nginx', port, dir, '/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], logFile);
}

/** Varnish with the project's VCL (deploy/varnish/site.vcl) on 127.0.0.1:port, in front of the site on `backendPort`. */
export async function startVarnish(port: number, backendPort: number, purgeToken: string): Promise<Daemon> {
  const dir = await mkdtemp(path.join(tmpdir(), 'test-varnish-'));
  // Started as root, varnishd reads its VCL as its own unprivileged user.
  await chmod(dir, 0o755);
  const settings = { port, backendHost: '127.0.0.1', backendPort, purgeToken };
  await writeFile(path.join(dir, 'site.vcl'), await varnishConfig(settings));
  const logFile = path.join(dir, 'varnish.log');
  // varnishd logs to its standard error: kept in a file for a failing test's message.
  return daemon(
    'varnishd',
    port,
    dir,
    'sh',
    ['-c', `exec /usr/sbin/varnishd ${varnishArgs(settings, dir).join(' ')} >${logFile} 2>&1`],
    logFile,
  );
}

/** A port nothing listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
