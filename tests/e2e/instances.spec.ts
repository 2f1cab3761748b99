/**
 * More than one server (issue 19): two instances of the site behind nginx
 * as the load balancer, sharing Redis for the rate limits and one content
 * lake, all from Debian's packages and this project, started on loopback
 * here and stopped at the end. The instances share FORM_SECRET and
 * PREVIEW_SECRET, and trust the loopback proxy for the client's address, so
 * each test speaks for a client address of its own (X-Forwarded-For).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { localLakeClient } from '../../content-lake/local-client.ts';
import { expect, test } from '@playwright/test';
import { startNginx, startRedis, type Daemon } from '../support/daemons.ts';
import { enquiryForm } from '../support/enquiry-form.ts';
import { agedToken, FORM_SECRET } from './support/form-token.ts';
import { documentsOf, draftOf, homePage } from './support/content.ts';
import { lakeProcess as startLake, siteProcess, type ProjectProcess } from './support/project-process.ts';
import { BUILD_DIR, INSTANCES, INSTANCES_TOKENS } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const work = '.cache/e2e-instances';
const lakeUrl = `http://127.0.0.1:${INSTANCES.lakePort}`;
const lake = localLakeClient(lakeUrl, INSTANCES_TOKENS.write);
const reader = lake.withConfig({ token: INSTANCES_TOKENS.read, perspective: 'raw' });

let redis: Daemon;
let nginx: Daemon;
let lakeProcess: ProjectProcess;
const sites = {} as Record<'a' | 'b', ProjectProcess>;

const site = (name: 'a' | 'b') =>
  siteProcess(`site ${name}`, INSTANCES[name].port, lakeUrl, INSTANCES_TOKENS, {
    REDIS_URL: `redis://127.0.0.1:${INSTANCES.redisPort}`,
    FORM_SECRET,
    PREVIEW_SECRET: 'e2e-instances-preview-secret-2b8e6d0f4a1c3e5b',
    TRUST_PROXY: 'loopback',
    ENQUIRY_RATE_LIMIT: '4',
    // The steady load comes from this machine's one address, at a pace no visitor keeps (as playwright.config.ts's sites).
    RENDER_RATE_LIMIT: '1000000',
    RENDER_CONCURRENCY: '1000',
    ADDRESS_CONCURRENCY: '1000',
    ADDRESS_RATE: '999999',
    // Each instance keeps its own page store, started from the build's.
    PAGE_STORE_DIR: `${work}/pages-${name}`,
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await Promise.all(['a', 'b'].map((name) => cp(`${BUILD_DIR}/pages`, `${work}/pages-${name}`, { recursive: true })));
  redis = await startRedis(INSTANCES.redisPort);
  lakeProcess = startLake(INSTANCES.lakePort, work, INSTANCES_TOKENS);
  await lakeProcess.start();
  sites.a = site('a');
  sites.b = site('b');
  await Promise.all([sites.a.start(), sites.b.start()]);
  nginx = await startNginx(
    INSTANCES.balancer.port,
    `  upstream site {
    server 127.0.0.1:${INSTANCES.a.port} max_fails=1 fail_timeout=2s;
    server 127.0.0.1:${INSTANCES.b.port} max_fails=1 fail_timeout=2s;
    keepalive 16;
  }`,
    `    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request the instance never answered goes to the other one: enquiries are idempotent, so POSTs may too.
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 2;
    }`,
  );
});

test.afterAll(async () => {
  await Promise.all([sites.a?.stop(), sites.b?.stop()]);
  await Promise.all([nginx?.stop(), redis?.stop(), lakeProcess?.stop()]);
  await rm(work, { recursive: true, force: true });
});

let addresses = 0;
/** A client address of its own for each visitor of a test (the rate limit counts per address). */
const clientAddress = () => `203.0.113.${++addresses}`;

async function formToken(baseUrl: string, from: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/contact`, { headers: { 'X-Forwarded-For': from } })).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  expect(token, 'the contact form carries a token').toBeTruthy();
  // As if the visitor had taken their time over it (support/form-token.ts).
  return agedToken(token!);
}

async function send(baseUrl: string, body: URLSearchParams, from: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${baseUrl}/contact`, {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': from },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

const storedWith = (marker: string) => reader.fetch<number>('count(*[_type == "enquiry" && message match $marker])', { marker });

test('a form fetched through one instance and sent through the other is thanked and stored', async () => {
  const from = clientAddress();
  const marker = randomUUID().slice(0, 8);
  const token = await formToken(INSTANCES.a.url, from);
  const answer = await send(INSTANCES.b.url, enquiryForm(token, marker), from);
  expect(answer.status).toBe(303);
  expect(answer.location).toMatch(/^\/contact\/thank-you\?sent=/);
  expect(await storedWith(marker)).toBe(1);
});

test('a form posted from another site is refused, and each instance logs it in one line, not a stack', async () => {
  for (const site of [INSTANCES.a.url, INSTANCES.b.url]) {
    const response = await fetch(`${site}/contact`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'x' }),
      headers: { Origin: 'https://evil.example', 'X-Forwarded-For': clientAddress() },
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  }
  for (const instance of [sites.a, sites.b]) {
    await expect.poll(() => instance.stderr()).toContain('refused a form posted to /contact from another origin ("https://evil.example")');
    expect(instance.stderr()).not.toMatch(/\n\s+at /);
  }
});

test('the same form sent twice, through both instances at once, stores one enquiry and thanks both times', async () => {
  const from = clientAddress();
  const marker = randomUUID().slice(0, 8);
  const token = await formToken(INSTANCES.balancer.url, from);
  const answers = await Promise.all([
    send(INSTANCES.a.url, enquiryForm(token, marker), from),
    send(INSTANCES.b.url, enquiryForm(token, marker), from),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
  // A retry later, through the balancer, still finds it stored.
  expect((await send(INSTANCES.balancer.url, enquiryForm(token, marker), from)).status).toBe(303);
  expect(await storedWith(marker)).toBe(1);
});

test('a preview opened through one instance goes on through the other', async () => {
  // A preview address as Sanity's Presentation tool makes it, for site a.
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/preview-url.ts', '/'], {
    env: {
      ...process.env,
      LAKE_PORT: String(INSTANCES.lakePort),
      LAKE_WRITE_TOKEN: INSTANCES_TOKENS.write,
      LAKE_READ_TOKEN: INSTANCES_TOKENS.read,
      SITE_URL: INSTANCES.a.url,
      SANITY_PROJECT_ID: '',
    },
  });
  const opened = await fetch(stdout.trim().split('\n').at(-1)!, { redirect: 'manual' });
  const cookie = /site-preview=[^;]+/.exec(opened.headers.get('set-cookie') ?? '')?.[0];
  expect(cookie, 'site a started the preview').toBeTruthy();
  const throughB = await fetch(`${INSTANCES.b.url}/`, { headers: { cookie: cookie! } });
  expect(throughB.headers.get('cache-control')).toBe('private, no-store');
  const html = await throughB.text();
  expect(html, 'site b shows the draft').toContain(String(draftOf('homePage')!.heroTitle));
  expect(html).not.toContain(`>${homePage.heroTitle}<`);
});

test('the rate limit holds across both instances', async () => {
  const from = clientAddress();
  // The limit counts posts of the site's own form (a valid token): one form, sent again and again.
  const token = await formToken(INSTANCES.a.url, from);
  const statuses: number[] = [];
  // Four forms allowed per address: sent alternately to each instance, the fifth is refused wherever it goes.
  for (let i = 0; i < 6; i++) {
    const response = await fetch(`${(i % 2 === 0 ? INSTANCES.a : INSTANCES.b).url}/contact`, {
      method: 'POST',
      body: new URLSearchParams({ name: `Attempt ${i}`, formToken: token }),
      headers: { 'X-Forwarded-For': from },
      redirect: 'manual',
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
});

test('a published change shows through both instances and the balancer within 5 s', async () => {
  const post = documentsOf('post').find((doc) => !doc._id.startsWith('drafts.')) as unknown as { _id: string; title: string };
  const title = `${post.title} (revised ${randomUUID().slice(0, 6)})`;
  await lake.patch(post._id).set({ title }).commit();
  const started = Date.now();
  for (const url of [INSTANCES.a.url, INSTANCES.b.url, INSTANCES.balancer.url]) {
    await expect
      .poll(async () => (await (await fetch(`${url}/blog`)).text()).includes(title.replaceAll('&', '&amp;')), {
        timeout: Math.max(100, 5_000 - (Date.now() - started)),
        intervals: [100],
        message: `${url}/blog shows the new title within 5 s of the publish`,
      })
      .toBe(true);
  }
});

test('one instance restarted under steady load loses no request', async () => {
  test.setTimeout(120_000);
  const pages = ['/', '/about', '/blog', '/services/fragrance-creation', '/portfolio', '/faq', '/contact'];
  const failures: string[] = [];
  let answered = 0;
  let running = true;

  // Enquiries too: each writer has a form (its token), and sends a new message with it again and again.
  const sent: string[] = [];
  const writers = await Promise.all(
    [0, 1].map(async () => {
      const from = clientAddress();
      return { from, token: await formToken(INSTANCES.balancer.url, from) };
    }),
  );

  const visitor = async (n: number) => {
    for (let i = 0; running; i++) {
      const path = pages[(n + i) % pages.length]!;
      try {
        const response = await fetch(`${INSTANCES.balancer.url}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`GET ${path}: ${response.status}`);
        else answered++;
      } catch (error) {
        failures.push(`GET ${path}: ${(error as Error).message}`);
      }
    }
  };
  const writer = async ({ token }: { token: string }) => {
    while (running) {
      const marker = randomUUID().slice(0, 12);
      try {
        // A new address each time: the limit is not what this test is about.
        const answer = await send(INSTANCES.balancer.url, enquiryForm(token, marker), `198.51.100.${(sent.length % 250) + 1}`);
        if (answer.status !== 303) failures.push(`POST /contact: ${answer.status}`);
        else sent.push(marker);
      } catch (error) {
        failures.push(`POST /contact: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const load = Promise.all([...[0, 1, 2, 3].map(visitor), ...writers.map(writer)]);

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = answered;
  const stopping = Date.now();
  const code = await sites.a.stop();
  expect(code, `site a stopped cleanly on SIGTERM; it said:\n${sites.a.stderr()}`).toBe(0);
  // Its kept-alive connections closed with their last answers: no wait for the 10 s cut-off.
  expect(Date.now() - stopping, 'site a drained and stopped').toBeLessThan(5_000);
  expect(sites.a.stderr()).not.toMatch(/Error/);
  await sites.a.start();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  running = false;
  await load;

  expect(failures, 'every request answered while site a restarted').toEqual([]);
  expect(answered - before, 'the load went on during the restart').toBeGreaterThan(20);
  expect(sent.length).toBeGreaterThan(5);
  const stored = await reader.fetch<string[]>('*[_type == "enquiry" && source == "/contact"].message');
  const missing = sent.filter((marker) => !stored.some((message) => message.includes(marker)));
  expect(missing, 'every thanked enquiry is stored').toEqual([]);
});
