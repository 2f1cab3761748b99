/**
 * What the browser tests need from Debian: Chromium (never a downloaded
 * browser) and its headless shell, which runs most specs; nginx and Redis
 * for the many-instances spec (a load balancer and the shared rate-limit
 * store, started and stopped by the spec); Varnish with its xkey module for
 * the cache spec (a cache in front, purged by key); and the Liberation
 * fonts: the metric twins of Arial and Times New Roman that a Linux desktop
 * has, which the web fonts' fallbacks are sized from
 * (app/ui/font-fallbacks.css). Without them a page paints in DejaVu, wider,
 * and the first-paint spec rightly sees the text move when the fonts arrive;
 * the audit would measure a page no visitor's browser draws. Missing
 * ones are installed with apt when running as root; otherwise this stops with
 * the exact command to run. `node scripts/ensure-packages.ts` checks the
 * tests' set; benches pass their own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.ts';

/** A program the tests run (or a file they need), and the Debian package that brings it. */
const known = {
  chromium: { program: CHROMIUM_PATH, pkg: 'chromium' },
  'chromium-headless-shell': { program: HEADLESS_SHELL_PATH, pkg: 'chromium-headless-shell' },
  'liberation-fonts': { program: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', pkg: 'fonts-liberation' },
  nginx: { program: '/usr/sbin/nginx', pkg: 'nginx-light' },
  'redis-server': { program: '/usr/bin/redis-server', pkg: 'redis-server' },
  wrk: { program: '/usr/bin/wrk', pkg: 'wrk' },
  varnish: { program: '/usr/sbin/varnishd', pkg: 'varnish' },
  'varnish-xkey': { program: '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so', pkg: 'varnish-modules' },
} as const;

export type Program = keyof typeof known;

/** The browser tests' programs. */
export const testPrograms: Program[] = [
  'chromium',
  'chromium-headless-shell',
  'liberation-fonts',
  'nginx',
  'redis-server',
  'varnish',
  'varnish-xkey',
];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

function hasAptGet(): boolean {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** Installs what is missing, or throws with the command that would. */
export function ensurePrograms(programs: Program[]): void {
  const missing = programs.filter((name) => !existsSync(known[name].program));
  if (missing.length === 0) return;
  const packages = missing.map((name) => known[name].pkg);
  const instruction = `${missing.join(', ')} missing: run  sudo apt-get install -y ${packages.join(' ')}`;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !hasAptGet()) throw new Error(instruction);
  console.log(`${missing.join(', ')} missing: installing ${packages.join(' ')} with apt-get…`);
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
  // The package lists may be stale or absent: update them and try once more.
  if (!install() && !(run('apt-get', ['update']) && install())) throw new Error(instruction);
  if (missing.some((name) => !existsSync(known[name].program))) throw new Error(instruction);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensurePrograms(testPrograms);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
