/**
 * One cold load of a page on the interactivity bench's phone (Lighthouse's slow 4G as Chrome applies it, the CPU 4×
 * slower, 375 px, an empty cache): every request with its priority, when it was asked for, when its answer came and
 * how many bytes it took on the wire, then when the page hydrated and its web fonts were in. It shows where the time
 * to hydration goes (bench/RESULTS.md, "Where a phone's time to hydration goes"). Against a running site:
 *
 *   node bench/waterfall.ts http://127.0.0.1:3000/
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { throttleLikeAPhone } from '../scripts/phone.ts';
import { recorder } from './page-recorder.ts';

const url = process.argv[2];
if (!url || !/^https?:\/\//.test(url)) {
  console.error('Give the page to load: node bench/waterfall.ts http://127.0.0.1:3000/');
  process.exit(1);
}

interface Request {
  url: string;
  priority: string;
  asked: number;
  answered?: number;
  done?: number;
  bytes?: number;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await throttleLikeAPhone(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (event) =>
    requests.set(event.requestId, { url: event.request.url, priority: event.request.initialPriority, asked: event.timestamp }),
  );
  cdp.on('Network.responseReceived', (event) => Object.assign(requests.get(event.requestId) ?? {}, { answered: event.timestamp }));
  cdp.on('Network.loadingFinished', (event) =>
    Object.assign(requests.get(event.requestId) ?? {}, { done: event.timestamp, bytes: event.encodedDataLength }),
  );
  await page.addInitScript(recorder);
  await page.goto(url);
  type Seen = { hydrated: number | null; fontsIn: number | null };
  await page.waitForFunction(() => (window as unknown as { __bench: Seen }).__bench.hydrated, undefined, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const { hydrated, fontsIn } = await page.evaluate(() => (window as unknown as { __bench: Seen }).__bench);
  const start = Math.min(...[...requests.values()].map((request) => request.asked));
  const ms = (time?: number) => (time === undefined ? '-' : ((time - start) * 1000).toFixed(0)).padStart(6);
  console.log(' asked answered   done    bytes priority  address');
  for (const request of [...requests.values()].sort((a, b) => a.asked - b.asked)) {
    if (request.url.startsWith('data:')) continue;
    const address = request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100);
    console.log(
      `${ms(request.asked)} ${ms(request.answered)} ${ms(request.done)} ${String(request.bytes ?? '').padStart(8)} ${request.priority.padEnd(9)} ${address}`,
    );
  }
  console.log(`hydrated at ${hydrated!.toFixed(0)} ms, web fonts in at ${fontsIn?.toFixed(0) ?? '-'} ms (from the navigation's start)`);
} finally {
  await browser.close();
}
