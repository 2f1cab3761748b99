/**
 * The browser tests use Debian's Chromium, never a downloaded browser. When
 * it is missing: install it with apt when running as root, or stop with the
 * exact command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
const instruction = 'Chromium is missing: run  sudo apt-get install -y chromium';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

function hasAptGet(): boolean {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

if (!existsSync(chromium)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !hasAptGet()) {
    console.error(instruction);
    process.exit(1);
  }
  console.log('Chromium is missing: installing it with apt-get (about 15 s)…');
  if (!run('apt-get', ['install', '-y', 'chromium'])) {
    // The package lists may be stale or absent: update them and try once more.
    if (!run('apt-get', ['update']) || !run('apt-get', ['install', '-y', 'chromium'])) {
      console.error(instruction);
      process.exit(1);
    }
  }
  if (!existsSync(chromium)) {
    console.error(instruction);
    process.exit(1);
  }
}
