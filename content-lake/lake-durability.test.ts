import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { miniDataset, startTestLake, type TestLake } from './testing.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function lake(options: Parameters<typeof startTestLake>[0] = {}, dirs?: TestLake['dirs']): Promise<TestLake> {
  const started = await startTestLake({ workers: 1, ...options }, dirs);
  cleanup.push(() => started.lake.close());
  return started;
}

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function dirs(): Promise<TestLake['dirs']> {
  return { cache: await tempDir('lake-cache-'), data: await tempDir('lake-data-') };
}

describe('the journal', () => {
  it('brings back every committed change after a restart: creations, patches and deletions of dataset documents', async () => {
    const kept = await dirs();
    const first = await lake({}, kept);
    const writer = first.client.withConfig({ token: first.lake.writeToken });
    await writer.create({ _id: 'note-kept', _type: 'note', n: 1 });
    await writer.patch('note-kept').inc({ n: 1 }).commit();
    await writer.patch('post-glass').set({ title: 'Changed, then restarted' }).commit();
    await writer.delete('testimonial-1');
    await first.lake.close();

    const second = await lake({}, kept);
    expect((await second.client.getDocument('note-kept'))?.n).toBe(2);
    expect((await second.client.getDocument('post-glass'))?.title).toBe('Changed, then restarted');
    expect(await second.client.getDocument('testimonial-1')).toBeUndefined();
  });

  it('reads a journal written before transactions (one enquiry per line)', async () => {
    const kept = await dirs();
    await writeFile(
      path.join(kept.data, 'production-journal.ndjson'),
      '{"_id":"enquiry.old","_type":"enquiry","name":"Iris Vale","_createdAt":"2026-01-02T03:04:05.000Z"}\n',
    );
    const started = await lake({}, kept);
    const doc = await started.client.withConfig({ token: started.lake.readToken }).getDocument('enquiry.old');
    expect(doc).toMatchObject({ _type: 'enquiry', name: 'Iris Vale', _createdAt: '2026-01-02T03:04:05.000Z' });
  });

  it('is replayed over the dataset when the dataset folder is reloaded', async () => {
    const dataset = await tempDir('lake-dataset-');
    await cp(miniDataset, dataset, { recursive: true });
    const started = await lake({ datasetPath: dataset });
    const writer = started.client.withConfig({ token: started.lake.writeToken });
    await writer.patch('post-oud').set({ title: 'Edited in the lake' }).commit();

    const ndjson = path.join(dataset, 'data.ndjson');
    const lines = (await readFile(ndjson, 'utf8')).replace('Flint Glass, Explained', 'Flint Glass, Re-explained');
    await writeFile(ndjson, `${lines}{"_id":"faq-new","_type":"faqItem","question":"New?"}\n`);
    await started.lake.reload();
    expect(
      await started.client.fetch('*[_id in ["post-oud", "post-glass", "faq-new"]]{_id, "text": coalesce(title, question)} | order(_id)'),
    ).toEqual([
      { _id: 'faq-new', text: 'New?' },
      { _id: 'post-glass', text: 'Flint Glass, Re-explained' },
      { _id: 'post-oud', text: 'Edited in the lake' },
    ]);
  });

  it('keeps made-up tokens in the data folder, so a restart (and other tools) use the same ones', async () => {
    const kept = await dirs();
    const first = await lake({}, kept);
    const second = await lake({}, kept);
    expect([second.lake.readToken, second.lake.writeToken]).toEqual([first.lake.readToken, first.lake.writeToken]);
  });
});

describe('exports', () => {
  it('writes an export folder that a lake loads back as the same content, uploaded images included', async () => {
    const source = await lake();
    const writer = source.client.withConfig({ token: source.lake.writeToken });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04030' } })
      .png()
      .toBuffer();
    const asset = await writer.assets.upload('image', png, { filename: 'red.png' });
    await writer.create({
      _id: 'post-exported',
      _type: 'post',
      title: 'Exported',
      mainImage: { _type: 'image', alt: 'Red', asset: { _type: 'reference', _ref: asset._id } },
    });
    await writer.create({ _id: 'enquiry.private', _type: 'enquiry', name: 'Not for the repository' });

    const out = await tempDir('lake-export-');
    const summary = await source.lake.exportTo(out);
    expect(summary.assets).toBe(3);
    const text = await readFile(path.join(out, 'data.ndjson'), 'utf8');
    expect(text).toContain(`"_sanityAsset":"image@file://./images/${asset.sha1hash}-64x48.png"`);
    expect(text).not.toContain('enquiry.private');
    expect(JSON.parse(await readFile(path.join(out, 'assets.json'), 'utf8'))[`image-${asset.sha1hash}`]).toEqual({
      originalFilename: 'red.png',
    });

    const loaded = await lake({ datasetPath: out });
    const query =
      '*[_type == "post"] | order(_id){_id, title, "alt": mainImage.alt, "width": mainImage.asset->metadata.dimensions.width, "file": mainImage.asset->originalFilename}';
    expect(await loaded.client.fetch(query)).toEqual(await source.client.fetch(query));
    const url = await loaded.client.fetch('*[_id == "post-exported"][0].mainImage.asset->url');
    expect((await fetch(url)).status).toBe(200);

    const everything = await tempDir('lake-export-all-');
    await source.lake.exportTo(everything, { includePrivate: true });
    expect(await readFile(path.join(everything, 'data.ndjson'), 'utf8')).toContain('enquiry.private');
  });

  it('exports from the command line: npm run lake -- export DIR', async () => {
    const kept = await dirs();
    const out = path.join(await tempDir('lake-cli-'), 'saved');
    await mkdir(kept.data, { recursive: true });
    const { stdout } = await run(process.execPath, [cli, 'export', out], {
      env: { ...process.env, LAKE_DATASET_PATH: miniDataset, LAKE_DATA_DIR: kept.data, LAKE_CACHE_DIR: kept.cache },
    });
    expect(stdout).toMatch(/Exported 8 documents and 2 assets/);
    expect((await readFile(path.join(out, 'data.ndjson'), 'utf8')).trim().split('\n')).toHaveLength(8);
  });

  it('streams every document as NDJSON from the export endpoint, with a token only', async () => {
    const started = await lake();
    const url = `${started.lake.url}/v2023-05-03/data/export/production`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${started.lake.readToken}` } });
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(started.lake.documentCount());
    const posts = await (await fetch(`${url}?types=post`, { headers: { Authorization: `Bearer ${started.lake.readToken}` } })).text();
    expect(
      posts
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)._id),
    ).toEqual(['post-oud', 'drafts.post-oud', 'post-glass', 'drafts.post-new']);
  });
});
