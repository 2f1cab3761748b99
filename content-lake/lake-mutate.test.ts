import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, miniDataset, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
const enquiry = (id: string) => ({ _id: `enquiry.${id}`, _type: 'enquiry', name: 'Iris Vale', email: 'iris@example.com', message: 'Fifty thousand units of a 50 ml EDP.' });

beforeAll(async () => {
  t = await startTestLake();
});
afterAll(() => t.stop());

describe('creating enquiries', () => {
  it('creates an enquiry with the write token, readable only with a token', async () => {
    const writer = t.client.withConfig({ token: t.lake.writeToken });
    const created = await writer.create(enquiry('first'));
    expect(created).toMatchObject({ _id: 'enquiry.first', _type: 'enquiry', name: 'Iris Vale' });
    expect(created._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const reader = t.client.withConfig({ token: t.lake.readToken });
    expect(await reader.fetch('*[_type == "enquiry"]._id')).toEqual(['enquiry.first']);
    expect(await t.client.fetch('*[_type == "enquiry"]')).toEqual([]);
    expect(await t.client.getDocument('enquiry.first')).toBeUndefined();

    const journal = await readFile(path.join(t.dirs.data, 'production-journal.ndjson'), 'utf8');
    expect(JSON.parse(journal.trim().split('\n').at(-1)!)).toMatchObject({ _id: 'enquiry.first', email: 'iris@example.com' });
  });

  it('refuses without a token (401) and with the read token (403)', async () => {
    expect((await failure(t.client.create(enquiry('anonymous')))).statusCode).toBe(401);
    expect((await failure(t.client.withConfig({ token: t.lake.readToken }).create(enquiry('reader')))).statusCode).toBe(403);
  });

  it('refuses every other mutation and document type with 403', async () => {
    const writer = t.client.withConfig({ token: t.lake.writeToken });
    const other = await failure(writer.create({ _id: 'enquiry.x', _type: 'post', title: 'Sneaky' }));
    expect(other.statusCode).toBe(403);
    expect(other.message).toMatch(/accepts only "create" mutations of "enquiry" \(and preview secret\) documents/);
    expect((await failure(writer.createOrReplace(enquiry('replace')))).statusCode).toBe(403);
    expect((await failure(writer.patch('post-oud').set({ title: 'Changed' }).commit())).statusCode).toBe(403);
    expect((await failure(writer.delete('post-oud'))).statusCode).toBe(403);
    expect((await t.client.getDocument('post-oud'))?.title).toBe('The Quiet Return of Oud');
  });

  it('refuses an enquiry id that would be public, and a duplicate id', async () => {
    const writer = t.client.withConfig({ token: t.lake.writeToken });
    const publicId = await failure(writer.create({ _type: 'enquiry', name: 'No id' }));
    expect(publicId.statusCode).toBe(400);
    expect(publicId.message).toMatch(/private path "enquiry\."/);
    await writer.create(enquiry('twice'));
    expect((await failure(writer.create(enquiry('twice')))).statusCode).toBe(409);
  });
});

describe('durability', () => {
  it('keeps an acknowledged enquiry when the lake process is killed right after answering', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lake-kill-'));
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const start = () => {
      const child = spawn(process.execPath, [cli], {
        env: {
          ...process.env,
          LAKE_PORT: '0',
          LAKE_DATASET_PATH: miniDataset,
          LAKE_DATA_DIR: dataDir,
          LAKE_CACHE_DIR: path.join(dataDir, 'cache'),
          LAKE_READ_TOKEN: 'read-secret',
          LAKE_WRITE_TOKEN: 'write-secret',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const url = new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /ready on (http:\/\/\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`lake exited with ${code}`)));
      });
      return { child, url };
    };
    const clientFor = (apiHost: string, token: string) =>
      createClient({ projectId: 'local', dataset: 'production', apiHost, useProjectHostname: false, apiVersion: '2023-05-03', useCdn: false, token });

    const first = start();
    try {
      await clientFor(await first.url, 'write-secret').create(enquiry('survivor'));
      first.child.kill('SIGKILL');
    } finally {
      first.child.kill('SIGKILL');
    }

    const second = start();
    try {
      const doc = await clientFor(await second.url, 'read-secret').getDocument('enquiry.survivor');
      expect(doc).toMatchObject({ _type: 'enquiry', name: 'Iris Vale' });
    } finally {
      second.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('preview secrets', () => {
  it('stores a preview secret under a private id, readable with the read token only', async () => {
    const writer = t.client.withConfig({ token: t.lake.writeToken });
    await writer.create({ _id: 'drafts.preview-secret-1', _type: 'sanity.previewUrlSecret', secret: 'a-very-long-secret-value', studioUrl: 'http://localhost:3333' });
    expect(await t.client.fetch('*[_type == "sanity.previewUrlSecret"]')).toEqual([]);
    const found = await t.client.withConfig({ token: t.lake.readToken, perspective: 'raw' }).fetch('*[_type == "sanity.previewUrlSecret" && secret == $secret][0].studioUrl', { secret: 'a-very-long-secret-value' });
    expect(found).toBe('http://localhost:3333');
  });

  it('refuses a short secret or a public id', async () => {
    const writer = t.client.withConfig({ token: t.lake.writeToken });
    expect((await failure(writer.create({ _id: 'drafts.x', _type: 'sanity.previewUrlSecret', secret: 'short' }))).statusCode).toBe(400);
    expect((await failure(writer.create({ _id: 'public-secret', _type: 'sanity.previewUrlSecret', secret: 'a-very-long-secret-value' }))).statusCode).toBe(400);
  });
});

describe('tokens', () => {
  it('keeps made-up tokens in the data folder, so a restart (and other tools) use the same ones', async () => {
    const second = await startTestLake({}, t.dirs);
    try {
      expect(second.lake.readToken).toBe(t.lake.readToken);
      expect(second.lake.writeToken).toBe(t.lake.writeToken);
    } finally {
      await second.lake.close();
    }
  });
});
