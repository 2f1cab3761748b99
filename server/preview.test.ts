import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_RATE_LIMIT } from '../app/constants.ts';
import { readConfig } from '../app/env.server.ts';
import { previewLinkRateLimit } from './limits.ts';
import { previewMiddleware } from './preview.ts';

/** The preview's links and a page that says whether it is a preview, as the app mounts them; and how many checks ran. */
async function site(SITE_URL: string) {
  const config = readConfig({ SANITY_PROJECT_ID: 'abc123', SITE_URL, ...(SITE_URL.startsWith('https') ? { TRUST_PROXY: '1' } : {}) });
  let checks = 0;
  const preview = previewMiddleware({
    config,
    validate: async (url) => ({ isValid: (checks++, url.includes('secret=right')) }),
    // The releases the read token can see (the browser test asks the lake itself).
    visibleReleases: async (names) => names.filter((name) => name === 'rSpring' || name === 'rSummer'),
  });
  const app = express();
  app.use(previewLinkRateLimit());
  app.use(preview.links);
  app.get('/{*splat}', (req, res) => {
    const { preview: on, previewPerspective } = preview.read(req, res);
    res.send(on ? `preview of ${previewPerspective}` : 'public');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    checks: () => checks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('preview links', () => {
  it('over HTTPS set a __Host- cookie (Secure, the whole site, no Domain) that opens the preview', async () => {
    const { origin, close } = await site('https://www.example.com');
    try {
      const link = await fetch(`${origin}/about?preview=true&sanity-preview-secret=right`, { redirect: 'manual' });
      const cookie = link.headers.get('set-cookie') ?? '';
      // Partitioned (CHIPS): inside the Studio's frame on another site, Safari and Chrome keep only such a cookie.
      expect(cookie).toMatch(
        /^__Host-site-preview=\d+\.drafts\.[\w-]+; Max-Age=3600; Path=\/; Expires=[^;]+; HttpOnly; Secure; Partitioned; SameSite=None$/,
      );
      const page = await fetch(`${origin}/about`, { headers: { cookie: cookie.split(';')[0]! } });
      expect(await page.text()).toBe('preview of drafts');
      const unprefixed = await fetch(`${origin}/about`, { headers: { cookie: cookie.split(';')[0]!.replace('__Host-', '') } });
      expect(await unprefixed.text(), 'the same value without the prefix opens nothing').toBe('public');
    } finally {
      await close();
    }
  });

  it('are checked only so many times per address: past the limit a 429, and no check', async () => {
    const { origin, checks, close } = await site('http://localhost:3000');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < PREVIEW_LINK_RATE_LIMIT + 3; i++) {
        statuses.push((await fetch(`${origin}/about?preview=true&sanity-preview-secret=guess${i}`, { redirect: 'manual' })).status);
      }
      expect(statuses.slice(0, PREVIEW_LINK_RATE_LIMIT).every((status) => status === 303)).toBe(true);
      expect(statuses.slice(PREVIEW_LINK_RATE_LIMIT)).toEqual([429, 429, 429]);
      expect(checks()).toBe(PREVIEW_LINK_RATE_LIMIT);
      expect((await fetch(`${origin}/about`)).status, 'pages are not limited').toBe(200);
    } finally {
      await close();
    }
  });

  it('keep the perspective the Studio previews when its releases can be seen, and drafts otherwise', async () => {
    const { origin, close } = await site('http://localhost:3000');
    const previewOf = async (perspective: string) => {
      const link = await fetch(
        `${origin}/about?preview=true&sanity-preview-secret=right&sanity-preview-perspective=${encodeURIComponent(perspective)}`,
        {
          redirect: 'manual',
        },
      );
      expect(link.headers.get('location'), 'the perspective leaves the address').toBe('/about');
      const cookie = link.headers.get('set-cookie')!.split(';')[0]!;
      return { cookie, shows: await (await fetch(`${origin}/about`, { headers: { cookie } })).text() };
    };
    try {
      expect((await previewOf('rSpring,drafts')).shows).toBe('preview of rSpring,drafts');
      expect((await previewOf('rSummer,rSpring')).shows, 'releases stacked, over drafts').toBe('preview of rSummer,rSpring,drafts');
      expect((await previewOf('published')).shows).toBe('preview of published');
      for (const odd of ['rUnknown,drafts', 'raw', 'rSpring,raw', 'r Spring', 'rSpring,,drafts', 'rSpring,rSpring', '../x'])
        expect((await previewOf(odd)).shows, odd).toBe('preview of drafts');
      // The perspective is signed with the expiry: changed by hand, the cookie opens nothing.
      const { cookie } = await previewOf('drafts');
      const forged = cookie.replace('.drafts.', `.${encodeURIComponent('rSpring,drafts')}.`);
      expect(await (await fetch(`${origin}/about`, { headers: { cookie: forged } })).text()).toBe('public');
    } finally {
      await close();
    }
  });
});
