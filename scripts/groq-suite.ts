/**
 * Runs the official GROQ test suite against the content lake:
 *
 *   npm run test:groq-suite
 *
 * Uses GROQ_TEST_SUITE (a compiled suite.ndjson or a checkout of
 * sanity-io/groq-test-suite) or /tmp/groq-test-suite, which it prepares from
 * a local git mirror of the suite when there is one (GROQ_TEST_SUITE_GIT,
 * default /work/.mirror/sanity-io+groq-test-suite/repo): it extracts the
 * checkout, installs the suite's own build dependencies and compiles it with
 * the suite's build script. Nothing of the suite goes into this repository.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const location = process.env.GROQ_TEST_SUITE || '/tmp/groq-test-suite';
const mirror = process.env.GROQ_TEST_SUITE_GIT || '/work/.mirror/sanity-io+groq-test-suite/repo';

if (!existsSync(location)) {
  if (!existsSync(mirror)) {
    console.error(
      `No GROQ test suite at ${location} and no mirror at ${mirror}.\n` +
        `Clone it (git clone https://github.com/sanity-io/groq-test-suite ${location}) or set GROQ_TEST_SUITE to a compiled suite.ndjson.`,
    );
    process.exit(1);
  }
  console.log(`Extracting the suite from ${mirror} into ${location}`);
  mkdirSync(location, { recursive: true });
  const archive = execFileSync('git', ['--git-dir', mirror, 'archive', 'HEAD'], { maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', location], { input: archive });
}
if (!location.endsWith('.ndjson') && !existsSync(path.join(location, 'suite.ndjson')) && !existsSync(path.join(location, 'node_modules'))) {
  console.log(`Installing the suite's build dependencies in ${location}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: location, stdio: 'inherit' });
}

const run = spawnSync('npx', ['vitest', 'run', 'content-lake/groq-suite.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GROQ_TEST_SUITE: location },
});
process.exit(run.status ?? 1);
