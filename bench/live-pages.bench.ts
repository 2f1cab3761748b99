/**
 * Benchmark of live pages (issue 15), on the production server (`npm start`
 * with its embedded lake and page store, the demo dataset):
 *
 * - publish → visible: a post's title patched through @sanity/client while 8
 *   visitors load stored pages without pause, timed until /blog shows it;
 * - visitors during a burst of re-renders: the same load while every page is
 *   re-rendered at once (site settings edited: every page reads them),
 *   against the same load on a quiet site;
 * - stored-page throughput against nginx serving the same bytes (the stored
 *   page's gzip body, with `gzip_static`) on this machine, measured by wrk;
 *   one nginx worker against one Node process, each pinned to one core and
 *   wrk to the other (when `taskset` is there), each warmed up for 2 s first.
 *   A bare `node:http` server sending the same bytes and headers
 *   (bench/bare-server.ts) shows what Node itself reaches.
 *
 * nginx and wrk come from Debian's packages (installed here with apt when
 * missing). Writes its figures into bench/RESULTS.md.
 *
 *   npm run bench:live-pages
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrograms } from '../scripts/ensure-packages.ts';
import { fmt, machine, percentile, writeSection } from './results.ts';
import { canPin, servedTheSame, startBenchSite, wrk } from './servers.ts';
import { localLakeClient } from '../content-lake/local-client.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3810;
const LAKE_PORT = 3811;
const NGINX_PORT = 3812;
const BARE_PORT = 3813;
const WRITE_TOKEN = 'bench-live-pages-write-token-7f1c2a';
const site = `http://127.0.0.1:${PORT}`;
const visitorPages = ['/', '/about', '/blog', '/services/fragrance-creation', '/portfolio', '/faq'];

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};

/** Visitors loading stored pages back to back; their latencies, until stopped. */
function visitors(count: number): { stop(): Promise<number[]> } {
  let running = true;
  const times: number[] = [];
  const loops = Array.from({ length: count }, async (_, index) => {
    let i = index;
    while (running) {
      const started = performance.now();
      const response = await fetch(`${site}${visitorPages[i++ % visitorPages.length]}`, { headers: { 'Accept-Encoding': 'br' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return times;
    },
  };
}

async function main() {
  ensurePrograms(['nginx', 'wrk']);
  const server = await startBenchSite('live', { port: PORT, lakePort: LAKE_PORT }, WRITE_TOKEN);
  let nginx: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  try {
    const writer = localLakeClient(`http://127.0.0.1:${LAKE_PORT}`, WRITE_TOKEN);

    // Quiet: the visitors alone.
    let load = visitors(8);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const quiet = summary(await load.stop());

    // Publish → visible, under the same load.
    const post = await writer.fetch<{ _id: string; title: string }>('*[_type == "post"] | order(publishedAt desc)[0]{_id, title}');
    load = visitors(8);
    const visible: number[] = [];
    for (let i = 0; i < 20; i++) {
      const title = `${post.title} (${i} ${Date.now()})`;
      const started = performance.now();
      await writer.patch(post._id).set({ title }).commit();
      for (;;) {
        const html = await (await fetch(`${site}/blog`)).text();
        if (html.includes(title.replaceAll('&', '&amp;'))) break;
        if (performance.now() - started > 30_000) throw new Error('the publish did not show within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      visible.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await load.stop();
    await writer.patch(post._id).set({ title: post.title }).commit();

    // A burst: every page re-rendered three times over, visitors meanwhile.
    const settings = await writer.fetch<{ _id: string; description: string }>('*[_type == "siteSettings"][0]{_id, description}');
    load = visitors(8);
    for (let i = 0; i < 3; i++) {
      await writer
        .patch(settings._id)
        .set({ description: `${settings.description} ${i}` })
        .commit();
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    const burst = summary(await load.stop());
    await writer.patch(settings._id).set({ description: settings.description }).commit();
    await new Promise((resolve) => setTimeout(resolve, 5000));

    // The same page from the store, from nginx and from a bare Node server, as the same gzip bytes.
    const same = await servedTheSame(`${site}/about`, path.join(root, '.cache', 'bench-nginx'), NGINX_PORT, BARE_PORT);
    ({ nginx, bare } = same);
    const { plain, gz } = same;
    // The site on the servers' core too (all its threads), from here on.
    if (canPin) execFileSync('taskset', ['-a', '-p', '-c', '1', String(server.pid)], { stdio: 'ignore' });
    const nodeRps = wrk(`${site}/about`);
    const nginxRps = wrk(`http://127.0.0.1:${NGINX_PORT}/about`);
    const bareRps = wrk(`http://127.0.0.1:${BARE_PORT}/about`);

    const publish = summary(visible);
    const body = [
      '## Live pages',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:live-pages\` on ${machine()}: the production server (\`npm start\`, embedded lake, page store), 8 visitors loading stored pages back to back (${visitorPages.join(', ')}), everything on this machine.`,
      '',
      '| measure | p50 | p95 | samples |',
      '|---|---|---|---|',
      `| publish → visible on /blog, under load (aim: p95 < 2 s) | ${fmt(publish.p50)} ms | ${fmt(publish.p95)} ms | ${publish.n} |`,
      `| visitors, quiet site | ${fmt(quiet.p50)} ms | ${fmt(quiet.p95)} ms | ${quiet.n} |`,
      `| visitors, while every page re-renders (3 bursts) | ${fmt(burst.p50)} ms | ${fmt(burst.p95)} ms | ${burst.n} |`,
      '',
      `Stored page throughput (\`wrk -t1 -c32 -d8s\` after 2 s of warm-up, gzip, /about, ${plain.length} bytes, ${gz.length} gzipped, ${canPin ? 'each server pinned to one core and wrk to the other' : 'not pinned: no taskset here'}): the site ${Math.round(nodeRps)} requests/s, nginx (one worker, \`gzip_static\`) ${Math.round(nginxRps)} requests/s: ${(nodeRps / nginxRps).toFixed(2)}× (aim: at least 0.8×). A bare \`node:http\` server sending the same bytes and headers (bench/bare-server.ts) ${Math.round(bareRps)} requests/s: the site at ${(nodeRps / bareRps).toFixed(2)}× of what Node itself reaches, bare Node at ${(bareRps / nginxRps).toFixed(2)}× nginx.`,
    ].join('\n');
    console.log(await writeSection('live-pages', body));
  } finally {
    nginx?.kill('SIGTERM');
    bare?.kill('SIGTERM');
    server.kill('SIGTERM');
  }
}

await main();
