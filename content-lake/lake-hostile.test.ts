import { createClient } from '@sanity/client';
import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryFrom, rawRequest } from './raw-http.ts';
import { failure, startTestLake, type TestLake } from './testing.ts';

// Compares every item with every other: quadratic, many seconds on 6,000 items; stopped by the time limit.
const slowQuery = 'count($big[count($big[_id != ^._id && _type == ^._type]) > 0])';
const big = Array.from({ length: 6000 }, (_, i) => ({ _id: `d${i}`, _type: i % 2 ? 'a' : 'b' }));

describe('per-client query limits', () => {
  let t: TestLake;
  beforeAll(async () => {
    t = await startTestLake({ queryTimeoutMs: 2000, clientLimits: { waiting: 2 } });
  });
  afterAll(() => t.stop());

  it('answers 429 in Sanity’s shape past a client’s queue, and serves other clients meanwhile', async () => {
    const hostile = Array.from({ length: 3 }, () => queryFrom(t.lake.url, '127.0.0.2', slowQuery, { big }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await queryFrom(t.lake.url, '127.0.0.2', 'count(*)');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/Too many queries at once from one client: at most 1 run and 2 wait/),
    });

    // Another address is a client of its own: answered at once, on the worker the first client may not take.
    const started = performance.now();
    const other = await queryFrom(t.lake.url, '127.0.0.3', 'count(*[_type == "post"])');
    expect(other.json).toMatchObject({ result: 2 });
    expect(performance.now() - started).toBeLessThan(1000);
    // The hostile client's queries all end by the time limit: the first stopped running, the others while waiting.
    const statuses = (await Promise.all(hostile)).map((response) => response.status);
    expect(statuses).toEqual([408, 408, 408]);
  });

  it('limits visitors the site passes on (lake.handle) by their own address, and gives @sanity/client a 429 it can read', async () => {
    // A stand-in for the website's server, passing requests to the lake in-process as server/app.ts does.
    const site = createServer((req, res) => t.lake.handle(req, res));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const visitor = createClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
      useProjectHostname: false,
      apiVersion: '2023-05-03',
      useCdn: false,
      maxRetries: 0,
    });
    try {
      const waiting = Array.from({ length: 3 }, () => visitor.fetch(slowQuery, { big }).catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, 150));
      const error = await failure(visitor.fetch('count(*)'));
      expect(error.statusCode).toBe(429);
      expect(error.message).toMatch(/Too many queries at once from one client/);
      // The site's own server (a process on this machine, on the lake's port) is not that visitor.
      expect(await t.client.fetch('count(*[_type == "post"])')).toBe(2);
      await Promise.all(waiting);
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  });
});

describe('query time limit', () => {
  let t: TestLake;
  beforeAll(async () => {
    t = await startTestLake({ workers: 2, queryTimeoutMs: 2000 });
  });
  afterAll(() => t.stop());

  it('starts a query’s clock when it is queued: waiting counts against its time limit', async () => {
    // A token's holder may use both workers: two slow queries take them until the time limit stops them.
    const slow = [1, 2].map(() => queryFrom(t.lake.url, '127.0.0.4', slowQuery, { big }, t.lake.readToken));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const queued = await queryFrom(t.lake.url, '127.0.0.4', 'count(*)');
    // It waited for a worker for its whole time limit, and was not then given a fresh one to run.
    expect(performance.now() - started).toBeLessThan(2600);
    expect(queued.status).toBe(408);
    expect(queued.json).toMatchObject({ error: { type: 'queryTimeout', description: expect.stringMatching(/waiting for a free worker/) } });
    expect((await Promise.all(slow)).map((response) => response.status)).toEqual([408, 408]);
  });
});

describe('fair turns between clients', () => {
  let t: TestLake;
  beforeAll(async () => {
    t = await startTestLake({ queryTimeoutMs: 3000 });
  });
  afterAll(() => t.stop());

  it('keeps answering a quiet client quickly while another floods the lake with slow queries', async () => {
    let hostileDone = 0;
    const hostile = Array.from({ length: 8 }, () => queryFrom(t.lake.url, '127.0.0.5', slowQuery, { big }).finally(() => hostileDone++));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const answer = await queryFrom(t.lake.url, '127.0.0.6', '*[_type == "post"] | order(publishedAt desc)[0].title');
      times.push(performance.now() - started);
      expect(answer.json).toMatchObject({ result: 'The Quiet Return of Oud' });
    }
    expect(hostileDone).toBe(0);
    expect(Math.max(...times)).toBeLessThan(500);
    await Promise.all(hostile);
  });
});

describe('result size', () => {
  let t: TestLake;
  let work: string;
  beforeAll(async () => {
    // 400 documents of about 1 KB: `*{"a": *{"b": *}}` would be 400 × 400 × 400 of them.
    work = await mkdtemp(path.join(tmpdir(), 'lake-big-'));
    const docs = Array.from({ length: 400 }, (_, i) =>
      JSON.stringify({ _id: `doc-${i}`, _type: 'page', title: `Page ${i}`, body: 'x'.repeat(1000) }),
    );
    await writeFile(path.join(work, 'data.ndjson'), docs.join('\n'));
    t = await startTestLake({
      datasetPath: path.join(work, 'data.ndjson'),
      maxResultBytes: 200_000,
      workerMemoryMb: 96,
      queryTimeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await t.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('answers results under the limit in full', async () => {
    const titles = await t.client.fetch('*[_type == "page"].title');
    expect(titles).toHaveLength(400);
  });

  it('refuses a result past the limit with 422, which @sanity/client does not retry', async () => {
    const client = t.client.withConfig({ maxRetries: 3 });
    const before = t.logs.length;
    const error = await failure(client.fetch('*[_type == "page"]'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/larger than the limit of 195.3 KB: ask for fewer documents/);
    expect((error.response.body as { error: { type: string } }).error.type).toBe('queryResultTooLarge');
    // One request only: not retried.
    expect(t.logs.slice(before).filter((line) => line.includes('/data/query/'))).toEqual([
      expect.stringMatching(/^debug GET \/v2023-05-03\/data\/query\/production 422/),
    ]);
  });

  it('stops an amplification query early, without the process growing by gigabytes, and answers after', async () => {
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const shallow = await failure(t.client.fetch('*{"a": *{"b": *}}'));
    expect(shallow.statusCode).toBe(422);
    // One level deeper does not fit the worker's memory either: the worker is stopped and replaced.
    const deep = await failure(t.client.fetch('*{"a": *{"b": *{"c": *}}}'));
    expect(deep.statusCode).toBe(422);
    expect(deep.message).toMatch(/needed more memory than the limit|larger than the limit/);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(600 * 1024 * 1024);
    expect(await t.client.fetch('count(*[_type == "page"])')).toBe(400);
  });
});

describe('malformed requests and private ids', () => {
  let t: TestLake;
  beforeAll(async () => {
    t = await startTestLake();
  });
  afterAll(() => t.stop());

  it('answers malformed percent-encoding anywhere in the lake’s paths with 400 in Sanity’s shape, never 500', async () => {
    for (const target of [
      '/v2023-05-03/data/doc/production/%',
      '/v2023-05-03/data/doc/production/%E0%A4%A',
      '/v2023-05-03/data/doc/production/post-oud,%C0',
      '/v2023-05-03/data/doc/%/post-oud',
      '/v2023-05-03/data/query/%',
      '/v2023-05-03/data/query/%E0%A4%A?query=*',
      '/v2023-05-03/data/mutate/%25%',
    ]) {
      const response = await rawRequest({ url: t.lake.url, path: target });
      expect(response.status, target).toBe(400);
      expect(response.json, target).toEqual({
        error: { type: 'httpBadRequest', description: 'Malformed percent-encoding in the request path' },
      });
    }
    // (`http://[` is a request target Node lets through and `new URL` throws on.)
    for (const target of [
      '/images/local/production/%',
      '/v%/data/query/production?query=*',
      '/%E0%A4%A',
      '/files/%/%/%',
      'http://[',
      'http://a:b@[::1/x',
    ]) {
      const response = await rawRequest({ url: t.lake.url, path: target });
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
      expect(response.json, target).toHaveProperty('error');
    }
  });

  it('answers a private document asked for without a token exactly like an absent one', async () => {
    const draft = await rawRequest({ url: t.lake.url, path: '/v2023-05-03/data/doc/production/drafts.post-oud' });
    const absent = await rawRequest({ url: t.lake.url, path: '/v2023-05-03/data/doc/production/drafts.post-nothing' });
    expect(draft.status).toBe(absent.status);
    expect(draft.json).toEqual({ documents: [], omitted: [{ id: 'drafts.post-oud', reason: 'existence' }] });
    expect(absent.json).toEqual({ documents: [], omitted: [{ id: 'drafts.post-nothing', reason: 'existence' }] });
    expect(await t.client.getDocument('drafts.post-oud')).toBeUndefined();
  });
});

describe('slow clients', () => {
  let t: TestLake;
  beforeAll(async () => {
    t = await startTestLake({ headersTimeoutMs: 500, requestTimeoutMs: 1000, keepAliveTimeoutMs: 500 });
  });
  afterAll(() => t.stop());

  /** Opens a connection, writes `text`, and resolves with what the server said and when it closed the connection. */
  function hold(text: string): Promise<{ answer: string; ms: number }> {
    const { port } = new URL(t.lake.url);
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket: Socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept the connection open'));
      }, 5000);
    });
  }

  it('cuts off a POST that announces 1,000 bytes and sends 10', async () => {
    const { answer, ms } = await hold(
      'POST /v2023-05-03/data/query/production HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
    );
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(ms).toBeLessThan(3000);
  });

  it('cuts off headers that never end', async () => {
    const { ms } = await hold('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');
    expect(ms).toBeLessThan(3000);
  });

  it('closes an idle keep-alive connection', async () => {
    const { answer, ms } = await hold('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(ms).toBeLessThan(2500);
  });
});
