/** The servers the browser tests run against (started by playwright.config.ts), on ports a developer's site does not use. */

/**
 * The public origin the pages name in canonical URLs, sitemaps and JSON-LD.
 * Prerendered pages carry the origin of the build (`npm run build` uses
 * SITE_URL, default http://localhost:3000), so the test servers are told the same.
 */
export const SITE_URL = (process.env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');

/**
 * The build the tests serve: `npm run test:e2e` builds into it, apart from a
 * developer's `build/` (a running `npm start` keeps working meanwhile).
 */
export const BUILD_DIR = process.env.BUILD_DIR?.trim() || '.cache/e2e-build';

/** Shifts every port, so a second run of the suite (a developer's, beside CI's or a helper's) does not collide. */
const offset = Number(process.env.E2E_PORT_OFFSET?.trim() || 0);
const at = (port: number) => port + offset;
const local = (port: number) => `http://127.0.0.1:${at(port)}`;

export const MAIN = { port: at(3100), lakePort: at(3433), url: local(3100) } as const;
/** The main server's lake tokens (fixed, so specs can read what the site stored and make preview links). */
export const LAKE_TOKENS = { read: 'e2e-lake-read-token-0f3a9c', write: 'e2e-lake-write-token-7b21de' } as const;
/** The site with a rate limit of 2 enquiries, in front of the main server's lake. */
export const LIMITED = { port: at(3103), url: local(3103) } as const;
/** The site whose write token the content service refuses (reads still work). */
export const REFUSING = { port: at(3105), url: local(3105) } as const;
/** The site with a live-chat provider configured, and that fake provider. */
export const CHAT = { port: at(3104), lakePort: at(3434), url: local(3104) } as const;
export const FAKE_CHAT = { port: at(3198), url: local(3198) } as const;
/** The site with the content service unreachable. */
export const OUTAGE = { port: at(3101), url: local(3101) } as const;
/** The same, holding none of the pages asked for: each is rendered while the content is missing. */
export const OUTAGE_COLD = { port: at(3116), url: local(3116) } as const;
/** The site with a content service that never answers. */
export const SLOW = { port: at(3102), url: local(3102) } as const;
export const BLACKHOLE_PORT = at(3439);
/** The site whose content the live-pages spec edits, with its own lake and page store (the others' content stays as the dataset has it). */
export const LIVE = { port: at(3106), lakePort: at(3435), url: local(3106) } as const;
/** The live site's lake tokens, and the secret that signs its revalidation webhook. */
export const LIVE_TOKENS = { read: 'e2e-live-read-token-5c1e08', write: 'e2e-live-write-token-93ab6f' } as const;
export const LIVE_REVALIDATE_SECRET = 'e2e-live-revalidate-secret-0123456789abcdef';
/** Ports the live-pages spec starts its own short-lived servers on. */
export const RESTART = { port: at(3107), url: local(3107) } as const;
/** The many-instances spec: two sites, nginx in front, Redis and one lake, all started by the spec. */
export const INSTANCES = {
  a: { port: at(3110), url: local(3110) },
  b: { port: at(3111), url: local(3111) },
  balancer: { port: at(3112), url: local(3112) },
  lakePort: at(3442),
  redisPort: at(3443),
} as const;
export const INSTANCES_TOKENS = { read: 'e2e-instances-read-token-41d7a2', write: 'e2e-instances-write-token-8e03f5' } as const;
/** The cache spec: a site with its own lake, and Varnish in front of it that the site purges, all started by the spec. */
export const CACHED = {
  site: { port: at(3114), url: local(3114) },
  varnish: { port: at(3115), url: local(3115) },
  lakePort: at(3444),
} as const;
export const CACHED_TOKENS = { read: 'e2e-cached-read-token-6a0f3c', write: 'e2e-cached-write-token-d29b71' } as const;
export const CACHED_PURGE_TOKEN = 'e2e-cached-purge-token-4c8e1a7f';

/** The site with a slow content service (the main lake, late, and hung for testimonials: support/slow-lake.ts). */
export const DELAYED = { port: at(3113), lakePort: at(3440), url: local(3113) } as const;
/**
 * The Studio's spec: the real Studio on its own port, and a site with a lake of its own that the Studio edits
 * (its edits never reach the other specs' content). Addresses on `localhost`: the Studio's clients put the
 * project id in front of the lake's host name (`local.localhost`), which only a name under localhost resolves.
 */
export const STUDIO = { port: at(3108), sitePort: at(3109), lakePort: at(3436) } as const;
export const STUDIO_URL = `http://localhost:${STUDIO.port}`;
export const STUDIO_SITE_URL = `http://localhost:${STUDIO.sitePort}`;
