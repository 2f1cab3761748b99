/**
 * Screenshots of pages at 375 and 1280 wide, for looking at the site as a
 * visitor would: `node scripts/screenshots.ts http://localhost:3000 / /about …`
 * (writes to .scratch/screenshots/).
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = new URL('../.scratch/screenshots/', import.meta.url).pathname;
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: out + name, fullPage: process.env.FULL === '1' });
    console.log(out + name);
  }
  await page.close();
}
await browser.close();
