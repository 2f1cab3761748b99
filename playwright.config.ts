/**
 * Browser tests of the production build (`npm run test:e2e` builds first).
 * Debian's Chromium only: Playwright never downloads a browser here.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.ts';
import {
  BLACKHOLE_PORT,
  BUILD_DIR,
  CHAT,
  DELAYED,
  LAKE_TOKENS,
  LIMITED,
  LIVE,
  LIVE_REVALIDATE_SECRET,
  LIVE_TOKENS,
  MAIN,
  OUTAGE,
  OUTAGE_COLD,
  REFUSING,
  SITE_URL,
  SLOW,
} from './tests/e2e/support/servers.ts';
import { FORM_SECRET } from './tests/e2e/support/form-token.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** A site (`server/start.ts`, as `npm start` runs it) on `server`'s port, with what sets it apart in `env`. */
const site = (server: { port: number; url: string }, env: Record<string, string>) => ({
  command: `"${node}" server/start.ts`,
  url: `${server.url}/robots.txt`,
  // One FORM_SECRET for every test server: a test signs a form token with an earlier time instead of waiting (support/form-token.ts).
  // Pages rendered for one address: the tests all come from this machine's, at a pace no visitor keeps.
  env: {
    BUILD_DIR,
    PORT: String(server.port),
    SITE_URL,
    HOST: '127.0.0.1',
    FORM_SECRET,
    RENDER_RATE_LIMIT: '1000000',
    RENDER_CONCURRENCY: '1000',
    ADDRESS_CONCURRENCY: '1000',
    ADDRESS_RATE: '999999',
    ...env,
  },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'ignore' as const,
});

/**
 * A site in front of a content service that fails, with a page store of its own holding only `kept` of the build's
 * pages (support/seed-store.ts), new at every run.
 */
const outageSite = (server: { port: number; url: string }, env: Record<string, string>, kept: string[]) => {
  const store = `.cache/e2e-pages-${server.port}`;
  return {
    ...site(server, { ...env, PAGE_STORE_DIR: store }),
    command: `"${node}" tests/e2e/support/seed-store.ts ${store} ${kept.join(' ')} && "${node}" server/start.ts`,
  };
};

/** Content from a lake at `apiHost` (another process's, or a stand-in), not one of the site's own. */
const lakeAt = (apiHost: string) => ({
  SANITY_PROJECT_ID: 'local',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: apiHost,
  CONTENT_LAKE: 'embedded',
});

/** Specs that only send HTTP requests or test server behaviour: once is enough (the desktop project). */
const serverOnly = /(routes|redirects|seo|security|outage|hostile|live-pages|instances|cache|proof-company)\.spec\.ts$/;

/** Node 24 from node_modules (npm scripts put it first on PATH; a bare `npx playwright` may run on the system's Node). */
const localNode = fileURLToPath(new URL('./node_modules/.bin/node', import.meta.url));
const node = existsSync(localNode) ? localNode : process.execPath;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One a core: a third worker was measured to finish no sooner (the suite is bound by the CPU, not by its waits).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: MAIN.url,
    // PWTRACE=1 records a trace of failing tests (it slows every test down).
    trace: process.env.PWTRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile-menu\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: serverOnly,
      // On the phone, what differs there: the menu, the header, search, the home page's layout and dragging,
      // the gallery's swipe, the scroll and footer behaviour, and axe. Other specs set 375 px themselves where
      // they check the narrow layout; running all of them twice would take the suite past its time budget.
      testMatch: /(mobile-menu|header|search|home|accessibility|galleries|footer|scroll)\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 800 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7']!.userAgent,
      },
    },
  ],
  webServer: [
    // The site as `npm start` serves it, with its own embedded lake.
    {
      ...site(MAIN, {
        LAKE_PORT: String(MAIN.lakePort),
        LAKE_LOG_LEVEL: 'warn',
        // Its own journal and tokens, apart from a developer's lake; fixed tokens so specs can read what was stored.
        LAKE_DATA_DIR: '.cache/e2e-lake-data',
        LAKE_CACHE_DIR: '.cache/e2e-lake-cache',
        LAKE_READ_TOKEN: LAKE_TOKENS.read,
        LAKE_WRITE_TOKEN: LAKE_TOKENS.write,
        // Many specs send enquiries from the one test address; the rate limit has its own server below.
        ENQUIRY_RATE_LIMIT: '1000',
      }),
      stderr: 'pipe',
    },
    // The content service unreachable: nothing listens on port 9. The build's pages kept, as they were before.
    site(OUTAGE, { ...lakeAt('http://127.0.0.1:9'), SANITY_API_WRITE_TOKEN: 'unused' }),
    // The same with a page store of its own holding one page: the others are rendered while the content is missing.
    outageSite(OUTAGE_COLD, { ...lakeAt('http://127.0.0.1:9'), SANITY_API_WRITE_TOKEN: 'unused' }, ['/terms-and-conditions']),
    {
      // A content service that accepts connections and never answers.
      command: `"${node}" tests/e2e/support/blackhole.ts ${BLACKHOLE_PORT}`,
      port: BLACKHOLE_PORT,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    // The site in front of that slow content service.
    outageSite(SLOW, lakeAt(`http://127.0.0.1:${BLACKHOLE_PORT}`), ['/terms-and-conditions']),
    {
      // The main server's lake, answering late, and never for testimonials.
      command: `"${node}" tests/e2e/support/slow-lake.ts ${DELAYED.lakePort} ${MAIN.lakePort}`,
      port: DELAYED.lakePort,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    // The site in front of that slow content service.
    outageSite(DELAYED, lakeAt(`http://127.0.0.1:${DELAYED.lakePort}`), []),
    // Enquiries limited to 2 per address, in front of the main server's lake.
    site(LIMITED, {
      ...lakeAt(`http://127.0.0.1:${MAIN.lakePort}`),
      SANITY_API_READ_TOKEN: LAKE_TOKENS.read,
      SANITY_API_WRITE_TOKEN: LAKE_TOKENS.write,
      ENQUIRY_RATE_LIMIT: '2',
      // Pages made for one address alone: few (hostile.spec's client that wants too many), 20 in ten seconds.
      RENDER_RATE_LIMIT: '120',
      RENDER_CONCURRENCY: '2',
      // Behind a proxy on loopback: a spec gives each of its visitors an address of their own (X-Forwarded-For).
      TRUST_PROXY: 'loopback',
    }),
    // A content service that reads but refuses this site's write token.
    site(REFUSING, {
      ...lakeAt(`http://127.0.0.1:${MAIN.lakePort}`),
      SANITY_API_WRITE_TOKEN: 'not-the-lakes-token',
      ENQUIRY_RATE_LIMIT: '1000',
    }),
    {
      // The site whose content the live-pages spec publishes to: its own lake and page store, both new at every run.
      ...site(LIVE, {
        LAKE_PORT: String(LIVE.lakePort),
        LAKE_LOG_LEVEL: 'warn',
        LAKE_DATA_DIR: '.cache/e2e-live-lake-data',
        LAKE_CACHE_DIR: '.cache/e2e-lake-cache',
        LAKE_READ_TOKEN: LIVE_TOKENS.read,
        LAKE_WRITE_TOKEN: LIVE_TOKENS.write,
        PAGE_STORE_DIR: '.cache/e2e-live-pages',
        SANITY_REVALIDATE_SECRET: LIVE_REVALIDATE_SECRET,
      }),
      command: `rm -rf .cache/e2e-live-lake-data .cache/e2e-live-pages && "${node}" server/start.ts`,
      stderr: 'pipe',
    },
    {
      // A live-chat provider configured (a fake one on loopback).
      command: `"${node}" tests/e2e/support/chat-server.ts`,
      url: `${CHAT.url}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
