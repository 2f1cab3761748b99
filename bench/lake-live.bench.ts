/**
 * Benchmark of the lake's writes and real-time events on a generated
 * 10,000-document dataset, through the real @sanity/client over HTTP:
 *
 * - write latency: one patch per request, acknowledged after its journal
 *   line is fsynced; alone, and with 8 writers at once (sharing fsyncs);
 * - publish → event: a draft published (the Studio's publish action) while
 *   100 `client.live.events()` subscribers are connected, timed from sending
 *   the publish to each subscriber receiving its `message`.
 *
 * Writes its figures into bench/RESULTS.md.
 *
 *   npm run bench:live
 */
import { createClient, type LiveEvent, type SanityClient } from '@sanity/client';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLake, type Lake } from '../content-lake/lake.ts';
import { generateDocuments } from './generate-dataset.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = path.join(root, 'bench', 'RESULTS.md');
const subscribers = 100;
const publishes = 40;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

function clientFor(lake: Lake, token?: string): SanityClient {
  return createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
  });
}

async function writeLatency(writer: SanityClient, ids: string[]): Promise<string[]> {
  for (let i = 0; i < 10; i++) await writer.patch(ids[i]!).set({ benchWarmUp: i }).commit(); // warm up
  const alone: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await writer
      .patch(ids[i % ids.length]!)
      .set({ benchTitle: `alone ${i}` })
      .commit();
    alone.push(performance.now() - started);
  }
  const together: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 50; i++) {
        const begun = performance.now();
        await writer
          .patch(ids[(w * 50 + i) % ids.length]!)
          .set({ benchTitle: `together ${w}/${i}` })
          .commit();
        together.push(performance.now() - begun);
      }
    }),
  );
  const perSecond = Math.round(together.length / ((performance.now() - started) / 1000));
  const a = summary(alone);
  const b = summary(together);
  return [
    `| one writer, 200 sequential patches | ${fmt(a.p50)} | ${fmt(a.p95)} | ${Math.round(1000 / a.p50)} |`,
    `| 8 writers at once, 400 patches (fsyncs shared) | ${fmt(b.p50)} | ${fmt(b.p95)} | ${perSecond} |`,
  ];
}

async function publishToEvent(lake: Lake, writer: SanityClient, postId: string): Promise<{ p50: number; p95: number; samples: number }> {
  const waiting = new Set<(at: number) => void>();
  const subscriptions = [];
  let welcomed = 0;
  const allWelcomed = Promise.withResolvers<void>();
  for (let i = 0; i < subscribers; i++) {
    // A tag per subscriber: the client otherwise shares one stream between identical ones.
    const events = clientFor(lake).live.events({ tag: `bench-${i}` });
    subscriptions.push(
      events.subscribe({
        next(event: LiveEvent) {
          if (event.type === 'welcome' && ++welcomed === subscribers) allWelcomed.resolve();
          if (event.type === 'message') {
            const at = performance.now();
            for (const notify of waiting) notify(at);
          }
        },
        error(error: unknown) {
          console.error(`subscriber ${i} failed: ${String(error)}`);
        },
      }),
    );
  }
  await allWelcomed.promise;

  const latencies: number[] = [];
  const draftId = `drafts.${postId}`;
  for (let i = 0; i < publishes + 3; i++) {
    await writer.action({
      actionType: 'sanity.action.document.edit',
      draftId,
      publishedId: postId,
      patch: { set: { title: `Edition ${i}` } },
    });
    // The draft edit's own messages went to nobody (drafts are not public); settle anyway.
    await new Promise((resolve) => setTimeout(resolve, 20));
    let received = 0;
    const all = Promise.withResolvers<void>();
    const sent = performance.now();
    const times: number[] = [];
    const notify = (at: number) => {
      times.push(at - sent);
      if (++received === subscribers) all.resolve();
    };
    waiting.add(notify);
    await writer.action({ actionType: 'sanity.action.document.publish', draftId, publishedId: postId });
    await all.promise;
    waiting.delete(notify);
    if (i >= 3) latencies.push(...times); // the first three warm up
  }
  for (const subscription of subscriptions) subscription.unsubscribe();
  return { ...summary(latencies), samples: latencies.length };
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'lake-live-bench-'));
  const silent = { debug() {}, info() {}, warn: (m: string) => console.error(m), error: (m: string) => console.error(m) };
  const generated = generateDocuments(10_000, 42);
  const file = path.join(work, 'generated.ndjson');
  await writeFile(file, generated.map((doc) => JSON.stringify(doc)).join('\n'));
  const lake = await startLake({
    port: 0,
    datasetPath: file,
    cacheDir: path.join(work, 'cache'),
    dataDir: path.join(work, 'data'),
    maxStreamsPerClient: subscribers * 2,
    logger: silent,
  });
  console.log(`generated dataset: ${lake.documentCount()} documents`);
  const writer = clientFor(lake, lake.writeToken);
  const posts: string[] = await writer.fetch('*[_type == "post" && !(_id in path("drafts.**"))][0...200]._id');
  const writeRows = await writeLatency(writer, posts);
  const event = await publishToEvent(lake, writer, posts[0]!);
  await lake.close();
  await rm(work, { recursive: true, force: true });

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const section = [
    '<!-- lake-live:start -->',
    '## Content lake: writes and live events',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:live\` on ${os.cpus().length} × ${cpu}, Node ${process.versions.node}, a generated dataset of ${generated.length.toLocaleString('en-GB')} documents, the journal on the machine's own disk.`,
    'Through `@sanity/client` over HTTP on loopback; a write is answered after its journal line is fsynced and the query workers have it.',
    '',
    '| write | p50 ms | p95 ms | writes/s |',
    '|---|---|---|---|',
    ...writeRows,
    '',
    `| publish → \`live.events()\` message | p50 ms | p95 ms | samples |`,
    '|---|---|---|---|',
    `| ${subscribers} subscribers, ${publishes} publish actions (draft → published), from sending the publish to each subscriber's message | ${fmt(event.p50)} | ${fmt(event.p95)} | ${event.samples} |`,
    '',
    'Aim: publish → event under 50 ms p95.',
    '<!-- lake-live:end -->',
  ].join('\n');
  const previous = existsSync(resultsFile) ? await readFile(resultsFile, 'utf8') : '# Benchmark results\n';
  const marker = /<!-- lake-live:start -->[\s\S]*<!-- lake-live:end -->/;
  const next = marker.test(previous)
    ? previous.replace(marker, section)
    : previous.replace('<!-- lake:end -->', `<!-- lake:end -->\n\n${section}`);
  await writeFile(resultsFile, next);
  console.log(section);
}

await main();
