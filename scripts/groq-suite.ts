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
 * the suite's build script. Nothing of the suite goes into this repository;
 * the counts go to bench/RESULTS.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from '../bench/results.ts';

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

const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'groq-suite-')), 'report.json');
const run = spawnSync('npx', ['vitest', 'run', 'content-lake/groq-suite.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GROQ_TEST_SUITE: location, GROQ_SUITE_REPORT: reportFile },
});
if (run.status === 0 && existsSync(reportFile)) await record(JSON.parse(readFileSync(reportFile, 'utf8')));
process.exit(run.status ?? 1);

interface Report {
  inScope: number;
  lakePasses: number;
  groqJsPasses: number;
  lakeFails: string[];
  groqJsFails: string[];
}

/** The counts go to bench/RESULTS.md, with the suite's commit when it came from the mirror. */
async function record(report: Report): Promise<void> {
  let commit = '';
  if (existsSync(mirror)) {
    try {
      commit = execFileSync('git', ['--git-dir', mirror, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      commit = '';
    }
  }
  const names = (list: string[]) => [...new Set(list)].map((name) => `“${name}”`).join(', ') || 'none';
  const onlyGroqJs = report.groqJsFails.filter((name) => !report.lakeFails.includes(name));
  await writeSection(
    'groq-suite',
    [
      '## GROQ conformance',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run test:groq-suite\` (the official suite, sanity-io/groq-test-suite${commit ? ` at ${commit}` : ''}, compiled by its own build script), through the lake's HTTP API and through plain groq-js on the same documents, selected as groq-js's own runner selects them (GROQ 1.2, the features groq-js implements, inline datasets, documents sorted by \`_id\`); results compared exactly, the lake's \`_createdAt\`, \`_updatedAt\` and \`_rev\` on whole documents set aside.`,
      '',
      '| | tests |',
      '|---|---|',
      `| in scope | ${report.inScope} |`,
      `| the lake passes | ${report.lakePasses} |`,
      `| plain groq-js passes | ${report.groqJsPasses} |`,
      '',
      `The lake fails: ${names(report.lakeFails)} (plain groq-js fails them too). Plain groq-js fails besides: ${names(onlyGroqJs)}.`,
    ].join('\n'),
  );
}
