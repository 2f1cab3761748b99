/**
 * Benchmark of the embedded content lake: latency of the site's query shapes
 * through the real @sanity/client over HTTP, on the demo dataset and on a
 * generated 10,000-document dataset, plus image resizing cold and cached.
 * Writes its figures into bench/RESULTS.md.
 *
 *   npm run bench:lake
 */
import { createClient, type SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLake, type Lake } from '../content-lake/lake.ts';
import { DocumentSet } from '../content-lake/views.ts';
import { generateDocuments, searchableTypes } from './generate-dataset.ts';
import { fmt, machine, percentile, writeSection } from './results.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const iterations = 200;

// The site's query shapes (SPEC.md §7): search over the 13 searchable types,
// an ordered list, and a lookup by slug with a dereference.
const queries = {
  search: `*[_type in $types && (title match $term || title match lower($term) || excerpt match $term || description match $term || pt::text(description) match $term || slug.current match $term)][0...10]{_id, _type, title, slug, mainImage, excerpt, description}`,
  ordered: `*[_type == "testimonial"] | order(displayOrder asc){_id, quote, name, title, company, image, displayOrder}`,
  bySlug: `*[_type == "post" && slug.current == $slug][0]{title, slug, excerpt, "author": author->{name}, "image": mainImage.asset->{url, metadata{lqip, dimensions}}}`,
};
const terms = ['oud*', 'amber*', 'flacon*', 'vetiver*', 'bespoke*', 'crimp*', 'ribbon*', 'ifra*', 'zzzz*', 'glass*'];

async function measure(run: (i: number) => Promise<unknown>, count = iterations): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run(i); // warm up
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

function clientFor(lake: Lake): SanityClient {
  return createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2023-05-03',
    useCdn: false,
  });
}

async function queryRows(label: string, lake: Lake): Promise<string[]> {
  const client = clientFor(lake);
  const slugs: string[] = await client.fetch('*[_type == "post" && defined(slug.current)][0...50].slug.current');
  const rows: string[] = [];
  const search = await measure((i) => client.fetch(queries.search, { types: searchableTypes, term: terms[i % terms.length] }));
  rows.push(`| ${label} | search (match + pt::text, 13 types, first 10) | ${fmt(search.p50)} | ${fmt(search.p95)} |`);
  const ordered = await measure(() => client.fetch(queries.ordered));
  rows.push(`| ${label} | testimonials ordered by displayOrder | ${fmt(ordered.p50)} | ${fmt(ordered.p95)} |`);
  const bySlug = await measure((i) => client.fetch(queries.bySlug, { slug: slugs[i % Math.max(1, slugs.length)] ?? 'none' }));
  rows.push(`| ${label} | post by slug with author-> and asset-> | ${fmt(bySlug.p50)} | ${fmt(bySlug.p95)} |`);
  return rows;
}

async function plainGroqSearch(documents: ReturnType<typeof generateDocuments>): Promise<string> {
  const view = new DocumentSet(documents).view('published', 'public');
  const tree = parse(queries.search);
  const timing = await measure(async (i) => {
    const value = await evaluate(tree, { dataset: view.documents, params: { types: searchableTypes, term: terms[i % terms.length] } });
    return value.get();
  }, 20);
  return `| 10,000 documents | search, plain groq-js in-process (no lake, for comparison) | ${fmt(timing.p50)} | ${fmt(timing.p95)} |`;
}

async function imageRows(lake: Lake, cacheDir: string): Promise<string[]> {
  const client = clientFor(lake);
  const asset: { url: string; w: number; h: number } | null = await client.fetch(
    '*[_type == "sanity.imageAsset"] | order(metadata.dimensions.width desc)[0]{url, "w": metadata.dimensions.width, "h": metadata.dimensions.height}',
  );
  if (!asset) return ['| (no images in the dataset) | | |'];
  const get = async (query: string, accept = 'image/webp') => {
    const response = await fetch(`${asset.url}?${query}`, { headers: { Accept: accept } });
    await response.arrayBuffer();
  };
  // Cold: a quality never asked for before (sizes snap to steps, so a new size may not be new), so every request resizes.
  const cold = await measure((i) => get(`w=600&h=400&fit=crop&fm=webp&q=${21 + i}`), 40);
  const cached = await measure(() => get('w=600&h=400&fit=crop&fm=webp&q=75'));
  const coldAvif = await measure((i) => get(`w=800&auto=format&q=${21 + i}`, 'image/avif,image/webp'), 20);
  await rm(cacheDir, { recursive: true, force: true });
  return [
    `| ${asset.w}×${asset.h} JPEG → 600×400 WebP crop, cold (resized) | ${fmt(cold.p50)} | ${fmt(cold.p95)} |`,
    `| ${asset.w}×${asset.h} JPEG → 800 px AVIF (auto=format), cold | ${fmt(coldAvif.p50)} | ${fmt(coldAvif.p95)} |`,
    `| same 600×400 WebP, cached on disk | ${fmt(cached.p50)} | ${fmt(cached.p95)} |`,
  ];
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'lake-bench-'));
  const silent = { debug() {}, info() {}, warn() {}, error: (m: string) => console.error(m) };
  const common = { port: 0, cacheDir: path.join(work, 'cache'), dataDir: path.join(work, 'data'), logger: silent };
  const queryRowsOut: string[] = [];

  const demo = path.join(root, 'dataset');
  let imageRowsOut: string[] = [];
  if (existsSync(path.join(demo, 'data.ndjson'))) {
    const lake = await startLake({ ...common, datasetPath: demo });
    console.log(`demo dataset: ${lake.documentCount()} documents`);
    queryRowsOut.push(...(await queryRows(`demo (${lake.documentCount()} documents)`, lake)));
    imageRowsOut = await imageRows(lake, common.cacheDir);
    await lake.close();
  }

  const generated = generateDocuments(10_000, 42);
  const file = path.join(work, 'generated.ndjson');
  await writeFile(file, generated.map((doc) => JSON.stringify(doc)).join('\n'));
  const big = await startLake({ ...common, datasetPath: file });
  console.log(`generated dataset: ${big.documentCount()} documents`);
  queryRowsOut.push(...(await queryRows('10,000 documents', big)));
  await big.close();
  queryRowsOut.push(await plainGroqSearch(generated));
  if (imageRowsOut.length === 0) {
    const mini = await startLake({ ...common, datasetPath: path.join(root, 'content-lake', 'fixtures', 'mini') });
    imageRowsOut = await imageRows(mini, common.cacheDir);
    await mini.close();
  }
  await rm(work, { recursive: true, force: true });

  const section = await writeSection(
    'lake',
    [
      '## Content lake',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lake\` on ${machine()}.`,
      `Each figure is over ${iterations} sequential requests (after 10 warm-up requests) through \`@sanity/client\` over HTTP on loopback, so it includes the HTTP round trip and JSON encoding.`,
      '',
      '| dataset | query | p50 ms | p95 ms |',
      '|---|---|---|---|',
      ...queryRowsOut,
      '',
      'Aim: search over 10,000 documents under 50 ms p95.',
      '',
      '| image request | p50 ms | p95 ms |',
      '|---|---|---|',
      ...imageRowsOut,
    ].join('\n'),
  );
  console.log(section);
}

await main();
