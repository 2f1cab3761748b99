import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatasetError, loadDataset } from './dataset-loader.ts';
import { miniDataset, startTestLake, type TestLake } from './testing.ts';

const options = { projectId: 'local', dataset: 'production', publicUrl: 'http://127.0.0.1:1' };
const temporary: string[] = [];
const lakes: TestLake[] = [];

async function copyOfMini(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lake-dataset-'));
  temporary.push(dir);
  await cp(miniDataset, dir, { recursive: true });
  return dir;
}

afterEach(async () => {
  for (const lake of lakes.splice(0)) await lake.stop();
  for (const dir of temporary.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('loading a dataset', () => {
  it('turns _sanityAsset fields into asset references and rebuilds the asset documents', async () => {
    const { documents, assets } = await loadDataset(miniDataset, options);
    const post = documents.find((doc) => doc._id === 'post-oud')!;
    expect(post.mainImage).toEqual({
      _type: 'image',
      alt: 'Amber bottle on ivory',
      asset: { _type: 'reference', _ref: 'image-5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800-jpg' },
    });
    expect(documents.filter((doc) => doc._type === 'sanity.imageAsset')).toHaveLength(2);
    expect([...assets.keys()].sort()).toEqual([
      '5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800.jpg',
      'f909f40dd8b7c4ff07fb82624bf1b2ba8ea3ba73-300x150.png',
    ]);
  });

  it('reads a plain .ndjson file too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lake-plain-'));
    temporary.push(dir);
    const file = path.join(dir, 'content.ndjson');
    await writeFile(file, '{"_id":"a","_type":"note","text":"one"}\n\n{"_id":"b","_type":"note","text":"two"}\n');
    const { documents } = await loadDataset(file, options);
    expect(documents.map((doc) => doc._id)).toEqual(['a', 'b']);
    expect(documents[0]).toHaveProperty('_rev');
  });

  it('names the line of a malformed document', async () => {
    const dir = await copyOfMini();
    const file = path.join(dir, 'data.ndjson');
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    lines.splice(3, 0, '{"_id": "broken", "_type": "post", "title": }');
    await writeFile(file, lines.join('\n'));
    await expect(loadDataset(dir, options)).rejects.toThrow(/data\.ndjson line 4: not valid JSON/);
    await expect(loadDataset(dir, options)).rejects.toBeInstanceOf(DatasetError);
  });

  it('names documents without an id or type, and duplicate ids', async () => {
    const dir = await copyOfMini();
    const file = path.join(dir, 'data.ndjson');
    await writeFile(file, '{"_id":"a","_type":"x"}\n{"_type":"x"}\n');
    await expect(loadDataset(dir, options)).rejects.toThrow(/line 2: a document needs a string _id and _type/);
    await writeFile(file, '{"_id":"a","_type":"x"}\n{"_id":"a","_type":"x"}\n');
    await expect(loadDataset(dir, options)).rejects.toThrow(/line 2: duplicate _id "a"/);
  });

  it('names the document and field whose image file is missing', async () => {
    const dir = await copyOfMini();
    await rm(path.join(dir, 'images', '5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800.jpg'));
    await expect(loadDataset(dir, options)).rejects.toThrow(
      /Document "post-oud", field mainImage: asset file images\/5b5b.*\.jpg is missing/,
    );
  });

  it('stops the lake from starting on a broken dataset', async () => {
    const dir = await copyOfMini();
    await writeFile(path.join(dir, 'data.ndjson'), 'not json\n');
    await expect(startTestLake({ datasetPath: dir })).rejects.toThrow(/line 1: not valid JSON/);
  });

  it('picks up changes to the dataset without a restart when watching', async () => {
    const dir = await copyOfMini();
    const t = await startTestLake({ datasetPath: dir, watch: true });
    lakes.push(t);
    const file = path.join(dir, 'data.ndjson');
    await writeFile(file, `${await readFile(file, 'utf8')}{"_id":"post-new","_type":"post","title":"Fresh From The Studio"}\n`);
    let titles: string[] = [];
    for (let attempt = 0; attempt < 50 && !titles.includes('Fresh From The Studio'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      titles = await t.client.fetch('*[_type == "post"].title');
    }
    expect(titles).toContain('Fresh From The Studio');

    // A broken edit keeps the last good dataset in service and says why.
    await writeFile(file, '{oops\n');
    for (let attempt = 0; attempt < 50 && !t.logs.some((line) => line.startsWith('error dataset not reloaded')); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(t.logs.find((line) => line.startsWith('error dataset not reloaded'))).toMatch(/line 1: not valid JSON/);
    expect(await t.client.fetch('*[_type == "post"].title')).toContain('Fresh From The Studio');
  });
});
