/**
 * `npm run varnish`: Varnish from Debian's packages (`varnish`,
 * `varnish-modules` for xkey) in front of the site on this machine, with the
 * project's VCL (deploy/varnish/site.vcl), in the foreground until Ctrl-C.
 * Start the site with the settings it prints, so that it purges what changes:
 *
 *   VARNISH_PORT=6081 PORT=3000 VARNISH_PURGE_TOKEN=… npm run varnish
 *
 * The tests start it the same way (tests/support/daemons.ts).
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrograms } from './ensure-packages.ts';

export interface VarnishSettings {
  /** Where Varnish listens (127.0.0.1). */
  port: number;
  /** The site behind it. */
  backendHost: string;
  backendPort: number;
  /** The token the site sends with each purge (VARNISH_PURGE_TOKEN). */
  purgeToken: string;
}

const template = fileURLToPath(new URL('../deploy/varnish/site.vcl', import.meta.url));

/** The project's VCL with these settings written in; a token that could break out of its VCL string is refused. */
export async function varnishConfig(settings: VarnishSettings): Promise<string> {
  if (!/^[\w-]{16,200}$/.test(settings.purgeToken)) throw new Error('VARNISH_PURGE_TOKEN must be 16 or more letters, digits, - or _');
  if (!/^[\w.:-]+$/.test(settings.backendHost)) throw new Error(`Not a host name: ${settings.backendHost}`);
  return (await readFile(template, 'utf8'))
    .replaceAll('{{BACKEND_HOST}}', settings.backendHost)
    .replaceAll('{{BACKEND_PORT}}', String(settings.backendPort))
    .replaceAll('{{PURGE_TOKEN}}', settings.purgeToken);
}

/** The shared-memory log's records of each request that Varnish does not write (see varnishArgs). */
const VSL_LEFT_OUT = [
  'Begin',
  'End',
  'Link',
  'ReqStart',
  'ReqMethod',
  'ReqURL',
  'ReqProtocol',
  'ReqHeader',
  'ReqUnset',
  'ReqAcct',
  'RespProtocol',
  'RespStatus',
  'RespReason',
  'RespHeader',
  'RespUnset',
  'Timestamp',
  'Hit',
  'VCL_call',
  'VCL_return',
  'VCL_use',
];

/** varnishd's arguments: in the foreground, on loopback, its working files and VCL in `dir`, pages in memory. */
export function varnishArgs(settings: VarnishSettings, dir: string): string[] {
  return [
    '-F',
    '-a',
    `127.0.0.1:${settings.port}`,
    '-f',
    path.join(dir, 'site.vcl'),
    '-n',
    path.join(dir, 'varnish'),
    '-s',
    'malloc,256m',
    '-T',
    'none',
    // The site sends its pages compressed (brotli first); Varnish keeps them as they come (site.vcl picks the encoding).
    '-p',
    'http_gzip_support=off',
    // Varnish's shared-memory log records every header and step of every request: about a fifth of its throughput on
    // one core (bench/RESULTS.md). Kept out; for `varnishlog` or `varnishncsa`, start it with `-p vsl_mask=default`.
    '-p',
    `vsl_mask=${VSL_LEFT_OUT.map((tag) => `-${tag}`).join(',')}`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePrograms(['varnish', 'varnish-xkey']);
  const settings: VarnishSettings = {
    port: Number(process.env.VARNISH_PORT ?? 6081),
    backendHost: '127.0.0.1',
    backendPort: Number(process.env.PORT ?? 3000),
    purgeToken: process.env.VARNISH_PURGE_TOKEN ?? '',
  };
  let config: string;
  try {
    config = await varnishConfig(settings);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'site-varnish-'));
  // Started as root, varnishd reads its VCL as its own unprivileged user.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'site.vcl'), config);
  console.log(
    `Varnish on http://127.0.0.1:${settings.port}/ in front of the site on port ${settings.backendPort}. Start the site with\n` +
      `  CACHE_PURGE=varnish VARNISH_PURGE_URL=http://127.0.0.1:${settings.port}/ VARNISH_PURGE_TOKEN=<the same token> npm start`,
  );
  const varnish = spawn('/usr/sbin/varnishd', varnishArgs(settings, dir), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => varnish.kill('SIGTERM'));
  varnish.on('exit', (code) => process.exit(code ?? 0));
}
