/**
 * A page store of its own for a test server, holding only some of the build's
 * kept pages: `node tests/e2e/support/seed-store.ts <dir> [path…]`. The servers
 * in front of a content service that is down, hung or late keep almost nothing,
 * so that the pages the outage spec asks for are rendered while the content is
 * missing (a query string no longer makes a page render: the kept page answers
 * it); the paths given are kept, as a server that was up before would have them.
 */
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_DIR } from './servers.ts';

const [dir, ...paths] = process.argv.slice(2);
if (!dir) throw new Error('Use: node tests/e2e/support/seed-store.ts <dir> [path…]');
const built = path.join(BUILD_DIR, 'pages');
await rm(dir, { recursive: true, force: true });
for (const fingerprint of await readdir(built)) {
  const from = path.join(built, fingerprint);
  const to = path.join(dir, fingerprint);
  await mkdir(to, { recursive: true });
  for (const name of (await readdir(from)).filter((file) => file.endsWith('.json'))) {
    const meta = JSON.parse(await readFile(path.join(from, name), 'utf8')) as { path: string };
    if (!paths.includes(meta.path)) continue;
    const base = name.slice(0, -'.json'.length);
    for (const extension of ['.json', '.body', '.br', '.gz']) await cp(path.join(from, base + extension), path.join(to, base + extension));
  }
}
