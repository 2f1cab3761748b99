/**
 * The lake's data folder holds every enquiry (names, e-mail addresses,
 * telephone numbers, messages), the uploads and the tokens: only the user the
 * lake runs as may read it.
 */
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestLake } from './testing.ts';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

describe('the data folder', () => {
  it('is created readable by its owner only, with everything the lake writes in it', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lake-at-rest-'));
    // Not there yet: the lake makes it, as at a first `npm run lake`.
    const dirs = { cache: path.join(root, 'cache'), data: path.join(root, 'data', 'content-lake') };
    const t = await startTestLake({}, dirs);
    try {
      const writer = t.client.withConfig({ token: t.lake.writeToken });
      await writer.create({ _id: 'enquiry.at-rest', _type: 'enquiry', name: 'Alice', email: 'alice@example.com', phone: '01632 960000' });
      const upload = await writer.assets.upload('file', Buffer.from('Order form'), { filename: 'order.txt', contentType: 'text/plain' });
      const uploaded = path.join(dirs.data, 'assets', 'production', 'files', `${upload.sha1hash}.txt`);

      expect(await modeOf(path.join(root, 'data'))).toBe('700');
      expect(await modeOf(dirs.data)).toBe('700');
      expect(await modeOf(path.join(dirs.data, 'production-journal.ndjson'))).toBe('600');
      expect(await modeOf(path.join(dirs.data, 'tokens.json'))).toBe('600');
      expect(await modeOf(path.join(dirs.data, 'assets', 'production', 'files'))).toBe('700');
      expect(await modeOf(uploaded)).toBe('600');
    } finally {
      await t.stop();
    }
  });

  it('is closed to other users at start when an earlier run left it open', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lake-at-rest-'));
    const dirs = { cache: path.join(root, 'cache'), data: path.join(root, 'data') };
    await mkdir(dirs.data);
    await chmod(dirs.data, 0o755);
    const t = await startTestLake({}, dirs);
    try {
      expect(await modeOf(dirs.data)).toBe('700');
    } finally {
      await t.stop();
    }
  });
});
