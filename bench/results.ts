/**
 * bench/RESULTS.md holds one section per benchmark between
 * `<!-- name:start -->` and `<!-- name:end -->`; a run replaces its own.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsFile = path.join(fileURLToPath(new URL('.', import.meta.url)), 'RESULTS.md');
const header = '# Benchmark results\n\nFigures measured by the benchmarks in `bench/`, each with the command that produced them.\n';

/** Writes (or replaces) a section; `body` is the markdown inside the markers. */
export async function writeSection(name: string, body: string): Promise<string> {
  const section = `<!-- ${name}:start -->\n${body.trim()}\n<!-- ${name}:end -->`;
  const previous = existsSync(resultsFile) ? await readFile(resultsFile, 'utf8') : header;
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const next = pattern.test(previous) ? previous.replace(pattern, () => section) : `${previous.trimEnd()}\n\n${section}\n`;
  await writeFile(resultsFile, next);
  return section;
}

/** "2 × Intel(R) Xeon(R) …, Node 24.x" */
export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.versions.node}`;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
