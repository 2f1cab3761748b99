// Fails when a committed file generated from the Studio schema is stale:
//   studio/schema.json           sanity schema extract --enforce-required-fields
//   studio/schema-formats.json   studio/scripts/extract-formats.ts
//   app/sanity/sanity.types.ts  sanity typegen generate (schema.json + the app's queries)
// Each is regenerated into a temporary folder with the Studio's own CLI and
// compared byte for byte. Needs the studio package installed.

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const studio = join(root, 'studio');
const sanityBin = join(studio, 'node_modules', '.bin', 'sanity');
const REGENERATE = '`cd studio && npm run generate`';

if (!existsSync(sanityBin)) {
  // CI installs the Studio and requires the check; a developer without it is told how to run it.
  if (process.env.REQUIRE_SCHEMA_CHECK) {
    console.error('schema:check needs the Studio installed: run `cd studio && npm install` first.');
    process.exit(1);
  }
  console.log('schema:check skipped: the Studio is not installed here (`cd studio && npm install` to run it; CI always does).');
  process.exit(0);
}

// Inside the project, so TypeGen formats with the project's Prettier settings as it does for the committed file.
await mkdir(join(root, '.cache'), { recursive: true });
const temp = await mkdtemp(join(root, '.cache', 'schema-check-'));
const env = {
  ...process.env,
  // The studio's pinned Node first, as `npm run` inside studio/ would do.
  PATH: `${join(studio, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  SANITY_TELEMETRY_DISABLED: '1',
  SANITY_TYPEGEN_GENERATES: join(temp, 'sanity.types.ts'),
};
const sanity = (...args: string[]) => run(sanityBin, args, { cwd: studio, env, maxBuffer: 16 * 1024 * 1024 });

try {
  // TypeGen reads the committed schema.json (its path is written into the
  // output); the extract below checks that file against the schema types.
  await Promise.all([
    // `schema extract` resolves --path against the studio folder even when it
    // is absolute, so hand it a relative one.
    sanity('schema', 'extract', '--path', relative(studio, join(temp, 'schema.json')), '--enforce-required-fields', '--force'),
    sanity('exec', 'scripts/extract-formats.ts', '--', join(temp, 'schema-formats.json')),
    sanity('typegen', 'generate'),
  ]);

  const pairs: [string, string][] = [
    [join(studio, 'schema.json'), join(temp, 'schema.json')],
    [join(studio, 'schema-formats.json'), join(temp, 'schema-formats.json')],
    [join(root, 'app', 'sanity', 'sanity.types.ts'), join(temp, 'sanity.types.ts')],
  ];
  let stale = 0;
  for (const [committed, fresh] of pairs) {
    const name = relative(root, committed);
    const expected = await readFile(fresh, 'utf8');
    const actual = existsSync(committed) ? await readFile(committed, 'utf8') : null;
    if (actual !== expected) {
      stale++;
      console.error(`${name} is ${actual === null ? 'missing' : 'stale'}: run ${REGENERATE} and commit it.`);
    }
  }
  if (stale > 0) process.exitCode = 1;
  else console.log('schema:check: studio/schema.json, studio/schema-formats.json and app/sanity/sanity.types.ts are up to date.');
} catch (error) {
  const failure = error as { stderr?: string; message: string };
  console.error(`schema:check could not regenerate the files: ${failure.stderr?.trim() || failure.message}`);
  process.exitCode = 1;
} finally {
  if (!process.env.KEEP_TEMP) await rm(temp, { recursive: true, force: true });
}
