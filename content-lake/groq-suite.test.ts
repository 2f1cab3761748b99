import { existsSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runSuite, suiteFile, type SuiteReport } from './groq-suite.ts';

/**
 * Tests of the official suite that the lake fails, each failed by plain
 * groq-js too: groq-js's `array::unique` keeps every null, where the
 * specification keeps one, and no rewrite of the query can fix that.
 */
const knownFailures = new Set([
  'test-array-unique-function-mix-of-types',
  'test-array-unique-function-non-existent-attribute',
  'test-array-unique-function-mixed-array-attribute',
  'test-array-unique-function-nested-mixed-array-attribute',
]);

// A compiled suite.ndjson, or a checkout of sanity-io/groq-test-suite (compiled here with its own build script).
const location = process.env.GROQ_TEST_SUITE;
const available = Boolean(location && existsSync(location));

function describeFailure(outcome: SuiteReport['lake'][number]): string {
  const { test, answer } = outcome;
  return `${test._id} (${test.name}): ${test.query.trim()} expected ${JSON.stringify(test.result)}, got ${JSON.stringify(answer)?.slice(0, 300)}`;
}

describe.runIf(available)('the official GROQ test suite, through the lake’s HTTP API', () => {
  it('passes every test plain groq-js passes, and fails only known tests groq-js fails too', { timeout: 300_000 }, async () => {
    const report = await runSuite(suiteFile(location!));
    const groqJs = new Map(report.groqJs.map((outcome) => [outcome.test._id, outcome]));
    const lakePasses = report.lake.filter((outcome) => outcome.pass).length;
    const groqJsPasses = report.groqJs.filter((outcome) => outcome.pass).length;
    console.log(`GROQ test suite: ${report.inScope} tests in scope; the lake passes ${lakePasses}, plain groq-js ${groqJsPasses}`);
    // For `npm run test:groq-suite`, which records the counts in bench/RESULTS.md.
    if (process.env.GROQ_SUITE_REPORT) {
      const failed = (outcomes: SuiteReport['lake']) => outcomes.filter((outcome) => !outcome.pass).map((outcome) => outcome.test.name);
      writeFileSync(
        process.env.GROQ_SUITE_REPORT,
        JSON.stringify({
          inScope: report.inScope,
          lakePasses,
          groqJsPasses,
          lakeFails: failed(report.lake),
          groqJsFails: failed(report.groqJs),
        }),
      );
    }

    expect(report.lake).toHaveLength(report.inScope);
    const regressions = report.lake.filter((outcome) => !outcome.pass && groqJs.get(outcome.test._id)?.pass);
    expect(regressions.map(describeFailure)).toEqual([]);
    const unexpected = report.lake.filter((outcome) => !outcome.pass && !knownFailures.has(outcome.test._id));
    expect(unexpected.map(describeFailure)).toEqual([]);
    // A known failure that groq-js passes would hide a regression: each must fail there too.
    const knownButPassing = [...knownFailures].filter((id) => groqJs.get(id)?.pass !== false);
    expect(knownButPassing).toEqual([]);
  });
});

describe.skipIf(available)('the official GROQ test suite', () => {
  it.skip(
    location
      ? `GROQ_TEST_SUITE=${location} does not exist: \`npm run test:groq-suite\` prepares and runs the suite`
      : 'not run: set GROQ_TEST_SUITE to a compiled suite.ndjson, or run `npm run test:groq-suite` (prepares /tmp/groq-test-suite from a local mirror)',
    () => {},
  );
});
