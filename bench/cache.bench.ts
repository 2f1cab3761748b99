/**
 * Benchmark of the cache in front (issue 40): the production server (`npm
 * start`, embedded lake, page store, the demo dataset) behind Debian's
 * Varnish with the project's VCL, the site purging changed pages by key.
 *
 * - stored pages through Varnish against nginx serving the same bytes (the
 *   page's gzip body, `gzip_static`), each pinned to one core and wrk to the
 *   other (when `taskset` is there), each warmed up for 2 s first;
 * - publish → visible through the cache: a post's title patched through
 *   @sanity/client while 8 visitors load pages through the cache without
 *   pause, timed until /blog through the cache shows it;
 * - a burst of 50 publishes in 10 s (a post's title each time): how long after
 *   the last every changed page (/blog, the post) shows it through the cache,
 *   and the hit ratio of pages that show no post (the FAQ, the policies…),
 *   asked for throughout; none of them should have been purged.
 *
 * Varnish, nginx and wrk come from Debian's packages (installed with apt when
 * missing). Writes its figures into bench/RESULTS.md.
 *
 *   npm run bench:cache
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrograms } from '../scripts/ensure-packages.ts';
import { varnishArgs, varnishConfig } from '../scripts/varnish.ts';
import { localLakeClient } from '../content-lake/local-client.ts';
import { fmt, machine, percentile, writeSection } from './results.ts';
import { canPin, onCore, servedTheSame, startBenchSite, untilAnswers, wrk } from './servers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3820;
const LAKE_PORT = 3821;
const VARNISH_PORT = 3822;
const NGINX_PORT = 3823;
const BARE_PORT = 3824;
const WRITE_TOKEN = 'bench-cache-write-token-2b7e90';
const PURGE_TOKEN = 'bench-cache-purge-token-81c4f2d0';
const cache = `http://127.0.0.1:${VARNISH_PORT}`;
/** Pages that read no post: a publish of a post must never purge them. */
const untouched = ['/faq', '/privacy-policy', '/terms-and-conditions', '/tools', '/quality-policy'];
const visitorPages = ['/', '/about', '/blog', '/services/fragrance-creation', '/portfolio', ...untouched];

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Visitors loading pages through the cache back to back, counting hits on the untouched pages, until stopped. */
function visitors(count: number) {
  let running = true;
  const untouchedAnswers = { hits: 0, all: 0 };
  const loops = Array.from({ length: count }, async (_, index) => {
    let i = index;
    while (running) {
      const pagePath = visitorPages[i++ % visitorPages.length]!;
      const response = await fetch(`${cache}${pagePath}`, { headers: { 'Accept-Encoding': 'br' } });
      await response.arrayBuffer();
      if (untouched.includes(pagePath)) {
        untouchedAnswers.all++;
        if (response.headers.get('x-cache') === 'hit') untouchedAnswers.hits++;
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return untouchedAnswers;
    },
  };
}

/** Polls `pagePath` through the cache until it shows `text`; the time from `since`, in ms. */
async function visibleAfter(pagePath: string, text: string, since: number): Promise<number> {
  const wanted = text.replaceAll('&', '&amp;');
  for (;;) {
    const html = await (await fetch(`${cache}${pagePath}`)).text();
    if (html.includes(wanted)) return performance.now() - since;
    if (performance.now() - since > 30_000) throw new Error(`${pagePath} did not show the change within 30 s`);
    await pause(20);
  }
}

/** Asks for `pagePath` through the cache, redirects not followed, until `done` says so; the time from `since`, in ms. */
async function answeredAfter(pagePath: string, done: (response: Response) => boolean, since: number): Promise<number> {
  for (;;) {
    const response = await fetch(`${cache}${pagePath}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (done(response)) return performance.now() - since;
    if (performance.now() - since > 30_000) throw new Error(`${pagePath} did not answer as expected within 30 s (${response.status})`);
    await pause(20);
  }
}

async function main() {
  ensurePrograms(['nginx', 'wrk', 'varnish', 'varnish-xkey']);
  const server = await startBenchSite('cache', { port: PORT, lakePort: LAKE_PORT }, WRITE_TOKEN, {
    CACHE_PURGE: 'varnish',
    VARNISH_PURGE_URL: `${cache}/`,
    VARNISH_PURGE_TOKEN: PURGE_TOKEN,
  });
  const varnishDir = path.join(root, '.cache', 'bench-varnish');
  let varnish: ChildProcess | null = null;
  let nginx: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  try {
    const settings = { port: VARNISH_PORT, backendHost: '127.0.0.1', backendPort: PORT, purgeToken: PURGE_TOKEN };
    await rm(varnishDir, { recursive: true, force: true });
    await mkdir(varnishDir, { recursive: true });
    await writeFile(path.join(varnishDir, 'site.vcl'), await varnishConfig(settings));
    varnish = spawn(...onCore(1, '/usr/sbin/varnishd', varnishArgs(settings, varnishDir)), { stdio: 'ignore' });
    await untilAnswers(`${cache}/robots.txt`);
    const writer = localLakeClient(`http://127.0.0.1:${LAKE_PORT}`, WRITE_TOKEN);
    const post = await writer.fetch<{ _id: string; title: string; slug: string }>(
      '*[_type == "post"] | order(publishedAt desc)[0]{_id, title, "slug": slug.current}',
    );

    // Publish → visible through the cache, under load.
    let load = visitors(8);
    await pause(3000);
    const visible: number[] = [];
    for (let i = 0; i < 20; i++) {
      const title = `${post.title} (${i} ${Date.now()})`;
      const started = performance.now();
      await writer.patch(post._id).set({ title }).commit();
      visible.push(await visibleAfter('/blog', title, started));
      await pause(1500);
    }
    await load.stop();

    // A burst: 50 publishes in 10 s; then how long until every changed page shows the last, and what happened to the rest.
    await pause(3000);
    load = visitors(8);
    await pause(2000);
    let last = '';
    const burstStarted = performance.now();
    for (let i = 0; i < 50; i++) {
      last = `${post.title} (burst ${i} ${Date.now()})`;
      await writer.patch(post._id).set({ title: last }).commit();
      await pause(Math.max(0, burstStarted + (i + 1) * 200 - performance.now()));
    }
    const lastAt = performance.now();
    const fresh = Math.max(...(await Promise.all(['/blog', `/blog/${post.slug}`].map((page) => visibleAfter(page, last, lastAt)))));
    await pause(2000);
    const hits = await load.stop();
    await writer.patch(post._id).set({ title: post.title }).commit();
    await pause(3000);

    // Editors shape the site (issue 50), under the same load: a new page, a new redirect and a post's new address, each
    // timed from the write until the cache answers so; then a removed page until the cache says it is gone.
    load = visitors(8);
    const shaped = { page: [] as number[], redirect: [] as number[], moved: [] as number[], removed: [] as number[] };
    let slugNow = post.slug;
    for (let i = 0; i < 10; i++) {
      const stamp = `${i}-${Date.now()}`;
      const title = `Bench page ${stamp}`;
      const slug = `events/bench-${stamp}`;
      let started = performance.now();
      await writer.create({
        _id: `page-bench-${stamp}`,
        _type: 'page',
        title,
        slug: { _type: 'slug', current: slug },
        sections: [{ _type: 'heroSection', _key: 'hero', title }],
      });
      shaped.page.push(await visibleAfter(`/${slug}`, title, started));
      started = performance.now();
      await writer.create({
        _id: `redirect-bench-${stamp}`,
        _type: 'redirect',
        from: `/bench-${stamp}`,
        to: { _type: 'link', sitePage: '/contact' },
      });
      shaped.redirect.push(await answeredAfter(`/bench-${stamp}`, (response) => response.status === 301, started));
      const before = slugNow;
      slugNow = `${post.slug}-moved-${stamp}`;
      started = performance.now();
      await writer
        .patch(post._id)
        .set({ slug: { _type: 'slug', current: slugNow } })
        .commit();
      shaped.moved.push(
        await answeredAfter(
          `/blog/${before}`,
          (response) => response.status === 301 && response.headers.get('location') === `/blog/${slugNow}`,
          started,
        ),
      );
      started = performance.now();
      await writer.delete(`page-bench-${stamp}`);
      shaped.removed.push(await answeredAfter(`/${slug}`, (response) => response.status === 404, started));
      await pause(500);
    }
    await load.stop();
    await pause(3000);

    // Stored pages through Varnish, and the same bytes from nginx and from bare Node.
    const same = await servedTheSame(`${cache}/about`, path.join(root, '.cache', 'bench-cache-nginx'), NGINX_PORT, BARE_PORT);
    ({ nginx, bare } = same);
    const varnishRps = wrk(`${cache}/about`);
    const nginxRps = wrk(`http://127.0.0.1:${NGINX_PORT}/about`);
    const bareRps = wrk(`http://127.0.0.1:${BARE_PORT}/about`);

    const publish = summary(visible);
    const ratio = hits.all > 0 ? (100 * hits.hits) / hits.all : 0;
    const body = [
      '## A cache in front, purged by key',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:cache\` on ${machine()}: the production server (\`npm start\`, embedded lake, page store) behind Varnish 7 with \`deploy/varnish/site.vcl\`, the site purging changed pages (\`CACHE_PURGE=varnish\`), 8 visitors loading pages through the cache back to back (${visitorPages.join(', ')}), everything on this machine.`,
      '',
      '| measure | result | aim |',
      '|---|---|---|',
      `| publish → visible on /blog through the cache, under load | p50 ${fmt(publish.p50)} ms, p95 ${fmt(publish.p95)} ms (${publish.n} publishes) | p95 ≤ 2 s |`,
      `| 50 publishes in 10 s: the last one visible on every changed page (/blog, the post) | ${fmt(fresh)} ms after the last | within 5 s |`,
      `| hit ratio of the pages that show no post (${untouched.join(', ')}), through the burst | ${ratio.toFixed(2)} % (${hits.hits} of ${hits.all}) | above 99 % |`,
      ...(
        [
          ['a new page (a hero) at its address through the cache', shaped.page],
          ['a new redirect answering 301 through the cache', shaped.redirect],
          ["a post's new address: its old one answering 301 to it through the cache", shaped.moved],
          ['a removed page answering 404 through the cache', shaped.removed],
        ] as const
      ).map(([measure, times]) => {
        const { p50, p95, n } = summary(times);
        return `| publish → ${measure}, under load | p50 ${fmt(p50)} ms, p95 ${fmt(p95)} ms (${n} publishes) | p95 ≤ 2 s |`;
      }),
      `| stored page through Varnish (\`wrk -t1 -c32 -d8s\`, gzip, /about, ${same.plain.length} bytes, ${same.gz.length} gzipped) | ${Math.round(varnishRps)} requests/s, ${(varnishRps / nginxRps).toFixed(2)}× nginx | at least 0.9× nginx |`,
      '',
      `nginx (one worker, \`gzip_static\`) served the same bytes at ${Math.round(nginxRps)} requests/s, a bare \`node:http\` server at ${Math.round(bareRps)}; ${canPin ? 'each server pinned to one core and wrk to the other' : 'not pinned: no taskset here'}, each warmed up for 2 s.`,
    ].join('\n');
    console.log(await writeSection('cache', body));
  } finally {
    for (const child of [varnish, nginx, bare, server]) child?.kill('SIGTERM');
  }
}

await main();
