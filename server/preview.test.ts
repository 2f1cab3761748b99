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
  const preview = previewMiddleware({ config, validate: async (url) => ({ isValid: (checks++, url.includes('secret=right')) }) });
  const app = express();
  app.use(previewLinkRateLimit());
  app.use(preview.links);
  app.get('/{*splat}', (req, res) => void res.send(preview.read(req, res).preview ? 'preview' : 'public'));
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
      expect(cookie).toMatch(/^__Host-site-preview=\d+\.[\w-]+; Max-Age=3600; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=None$/);
      const page = await fetch(`${origin}/about`, { headers: { cookie: cookie.split(';')[0]! } });
      expect(await page.text()).toBe('preview');
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
});
