/**
 * Runs the official GROQ conformance suite (sanity-io/groq-test-suite, as
 * compiled by its own `src/build.js`) through the lake's HTTP API, and
 * through plain groq-js on the same documents, the way groq-js's own runner
 * (`test/generate.js`) selects and evaluates the tests: GROQ 1.2, the
 * features groq-js implements, inline datasets with their documents sorted
 * by `_id`, `parse(query, {params})`, results through JSON with `_score`
 * replaced by its rank. The suite itself is never kept in this repository.
 */
import { evaluate, parse } from 'groq-js';
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import semver from 'semver';
import { startLake } from './lake.ts';
import type { Logger } from './types.ts';

interface SuiteDataset {
  _type: 'dataset';
  _id: string;
  name: string;
  url: string;
  documents?: Record<string, unknown>[];
}

export interface SuiteTest {
  _type: 'test';
  _id: string;
  name: string;
  filename: string;
  query: string;
  result: unknown;
  valid: boolean;
  version?: string;
  features: string[];
  params: Record<string, unknown> | null;
  dataset: { _ref: string };
}

// As groq-js's runner: the optional features it implements, the GROQ version, and the tests it leaves out.
const supportedFeatures = new Set(['portableText', 'contentReleases', 'internalDocuments', 'customFunctions']);
const groqVersion = '1.2.0';
const disabledTests: (string | RegExp)[] = ['Filters / documents, nested 3', 'Parameters / Undefined', /score\(\) function \/ Illegal use/];

/** Fields the lake's loader gives every document, as Sanity's documents have them. */
export const systemFields = new Set(['_createdAt', '_updatedAt', '_rev']);

/**
 * The compiled suite a path names: the `.ndjson` itself, or a checkout of
 * the suite's repository, compiled on first use with its own build script
 * (which needs the checkout's dependencies installed).
 */
export function suiteFile(location: string): string {
  if (!statSync(location).isDirectory()) return location;
  const built = path.join(location, 'suite.ndjson');
  if (existsSync(built)) return built;
  if (!existsSync(path.join(location, 'src', 'build.js')))
    throw new Error(`${location} is neither a compiled suite nor a checkout of groq-test-suite`);
  if (!existsSync(path.join(location, 'node_modules'))) {
    throw new Error(`The suite's build script needs its dependencies: (cd ${location} && npm install), or run npm run test:groq-suite`);
  }
  execFileSync(process.execPath, ['src/build.js', `--out=${built}`], { cwd: location, stdio: 'inherit' });
  return built;
}

export interface Suite {
  datasets: Map<string, SuiteDataset>;
  /** The tests in scope, grouped by the dataset they run on. */
  byDataset: Map<string, SuiteTest[]>;
  inScope: number;
}

export async function readSuite(file: string): Promise<Suite> {
  const datasets = new Map<string, SuiteDataset>();
  const tests: SuiteTest[] = [];
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as SuiteDataset | SuiteTest;
    if (entry._type === 'dataset') {
      // Documents sorted by _id, as groq-js's runner sorts them.
      entry.documents?.sort((a, b) => (String(a._id) < String(b._id) ? -1 : String(a._id) > String(b._id) ? 1 : 0));
      datasets.set(entry._id, entry);
    } else if (entry._type === 'test') {
      tests.push(entry);
    }
  }
  const byDataset = new Map<string, SuiteTest[]>();
  let inScope = 0;
  for (const test of tests) {
    if (!isInScope(test, datasets)) continue;
    inScope++;
    let list = byDataset.get(test.dataset._ref);
    if (!list) byDataset.set(test.dataset._ref, (list = []));
    list.push(test);
  }
  return { datasets, byDataset, inScope };
}

function isInScope(test: SuiteTest, datasets: Map<string, SuiteDataset>): boolean {
  if (!test.features.every((feature) => supportedFeatures.has(feature))) return false;
  if (test.version && !semver.satisfies(groqVersion, test.version)) return false;
  if (!test.valid && test.features.includes('scoring')) return false;
  if (/perf/.test(test.filename)) return false;
  if (disabledTests.some((rule) => (typeof rule === 'string' ? rule === test.name : rule.test(test.name)))) return false;
  // Tests on the downloadable datasets (movies) are skipped by groq-js's runner too: only inline documents.
  return Boolean(datasets.get(test.dataset._ref)?.documents);
}

/** groq-js's runner compares ranks, not raw scores: `_score` becomes `_pos`, 1 for the highest. */
function replaceScoreWithPos(value: unknown): void {
  const entries: Record<string, unknown>[] = [];
  const scores = new Set<number>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record._score === 'number') {
        entries.push(record);
        scores.add(record._score);
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(value);
  const sorted = [...scores].sort((a, b) => b - a);
  for (const entry of entries) {
    entry._pos = sorted.indexOf(entry._score as number) + 1;
    delete entry._score;
  }
}

/**
 * Exact equality of two JSON values. groq-js's runner uses tap's `match`,
 * under which `[]` matches any array and `"a"` any string containing it; this
 * is stricter. With `ignoreSystemFields`, the loader's `_createdAt`,
 * `_updatedAt` and `_rev` on an actual object are ignored where the expected
 * object has none (the suite's documents have no system fields).
 */
export function sameJson(actual: unknown, expected: unknown, ignoreSystemFields = false): boolean {
  if (actual === expected) return true;
  if (Array.isArray(actual) || Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      Array.isArray(expected) &&
      actual.length === expected.length &&
      actual.every((item, i) => sameJson(item, expected[i], ignoreSystemFields))
    );
  }
  if (!actual || !expected || typeof actual !== 'object' || typeof expected !== 'object') return false;
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  const keys = Object.keys(a).filter((key) => !(ignoreSystemFields && systemFields.has(key) && !(key in e)));
  if (keys.length !== Object.keys(e).length) return false;
  return keys.every((key) => key in e && sameJson(a[key], e[key], ignoreSystemFields));
}

function passes(result: unknown, expected: unknown, ignoreSystemFields: boolean): boolean {
  const copy = JSON.parse(JSON.stringify(result ?? null));
  replaceScoreWithPos(copy);
  return sameJson(copy, expected, ignoreSystemFields);
}

export interface TestOutcome {
  test: SuiteTest;
  pass: boolean;
  /** What was answered: the result, or the error. */
  answer: unknown;
}

/** Plain groq-js, exactly as its own runner evaluates a test. */
export async function runWithGroqJs(test: SuiteTest, documents: unknown[]): Promise<TestOutcome> {
  const params = test.params ?? {};
  if (!test.valid) {
    try {
      parse(test.query);
      return { test, pass: false, answer: 'parsed' };
    } catch (error) {
      return { test, pass: true, answer: (error as Error).message };
    }
  }
  try {
    const value = await evaluate(parse(test.query, { params }), { dataset: documents, params });
    const answer = await value.get();
    return { test, pass: passes(answer, test.result, false), answer };
  } catch (error) {
    return { test, pass: false, answer: `error: ${(error as Error).message}` };
  }
}

export interface SuiteReport {
  inScope: number;
  lake: TestOutcome[];
  groqJs: TestOutcome[];
}

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Runs every in-scope test through one lake over HTTP, its dataset reloaded
 * for each of the suite's datasets, with the read token and the raw
 * perspective (the suite's documents include drafts and other private ids).
 */
export async function runSuite(file: string, options: { concurrency?: number } = {}): Promise<SuiteReport> {
  const suite = await readSuite(file);
  const work = await mkdtemp(path.join(tmpdir(), 'groq-suite-'));
  const datasetFile = path.join(work, 'dataset.ndjson');
  await writeFile(datasetFile, '');
  const lake = await startLake({
    datasetPath: datasetFile,
    port: 0,
    cacheDir: path.join(work, 'cache'),
    dataDir: path.join(work, 'data'),
    readToken: 'suite-read',
    writeToken: 'suite-write',
    queryTimeoutMs: 30_000,
    logger: silent,
  });
  const report: SuiteReport = { inScope: suite.inScope, lake: [], groqJs: [] };
  const endpoint = `${lake.url}/v2023-05-03/data/query/${lake.dataset}?perspective=raw&returnQuery=false`;
  try {
    for (const [datasetId, tests] of suite.byDataset) {
      const documents = suite.datasets.get(datasetId)!.documents!;
      await writeFile(datasetFile, documents.map((doc) => JSON.stringify(doc)).join('\n'));
      await lake.reload();
      for (const test of tests) report.groqJs.push(await runWithGroqJs(test, documents));
      const queue = [...tests];
      const worker = async () => {
        for (let test = queue.shift(); test; test = queue.shift()) report.lake.push(await runThroughLake(endpoint, test));
      };
      await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
    }
  } finally {
    await lake.close();
    await rm(work, { recursive: true, force: true });
  }
  return report;
}

async function runThroughLake(endpoint: string, test: SuiteTest): Promise<TestOutcome> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { Authorization: 'Bearer suite-read', 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: test.query, params: test.params ?? {} }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (!test.valid) return { test, pass: response.status === 400, answer: body };
  if (response.status !== 200) return { test, pass: false, answer: { status: response.status, ...body } };
  return { test, pass: passes(body.result, test.result, true), answer: body.result };
}
