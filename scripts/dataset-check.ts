// Fails when the committed dataset (dataset/data.ndjson, assets.json, images/, files/)
// differs from what `npm run dataset:build` makes of dataset/source/: it
// rebuilds into a temporary folder and compares byte for byte.

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildDataset } from '../dataset/build.ts';

const datasetDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dataset');
const temp = await mkdtemp(join(tmpdir(), 'dataset-check-'));

async function same(a: string, b: string): Promise<boolean> {
  if (!existsSync(a) || !existsSync(b)) return false;
  return (await readFile(a)).equals(await readFile(b));
}

try {
  await buildDataset(temp);
  const problems: string[] = [];
  for (const file of ['data.ndjson', 'assets.json']) {
    if (!(await same(join(datasetDir, file), join(temp, file)))) problems.push(`dataset/${file} is stale`);
  }
  // The drawn images and the files made by code (certificates' PDFs), each folder the same way.
  for (const folder of ['images', 'files']) {
    const list = async (dir: string) => new Set(existsSync(join(dir, folder)) ? await readdir(join(dir, folder)) : []);
    const committed = await list(datasetDir);
    const built = await list(temp);
    for (const name of built) if (!committed.has(name)) problems.push(`dataset/${folder}/${name} is missing`);
    for (const name of committed) if (!built.has(name)) problems.push(`dataset/${folder}/${name} is no longer used`);
    for (const name of built) {
      if (committed.has(name) && !(await same(join(datasetDir, folder, name), join(temp, folder, name)))) {
        problems.push(`dataset/${folder}/${name} differs`);
      }
    }
  }
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 20)) console.error(`${problem}: run \`npm run dataset:build\` and commit the result.`);
    if (problems.length > 20) console.error(`… and ${problems.length - 20} more`);
    process.exitCode = 1;
  } else {
    console.log('dataset:check: dataset/ is up to date with dataset/source/.');
  }
} finally {
  await rm(temp, { recursive: true, force: true });
}
