import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../app/env.server.ts';
import { pageSecurityHeaders, plainAnswerHeaders, securityHeaders } from './security.ts';

// A Sanity project in production (not the embedded lake), with a Studio and a chat provider configured.
const config = readConfig({
  SANITY_PROJECT_ID: 'abc123',
  SANITY_STUDIO_URL: 'https://studio.example.com',
  SITE_URL: 'https://www.example.com',
});
const chat = ['https://chat.example.com', "'self'"];

let base = '';
let server: ReturnType<express.Express['listen']>;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(config, () => chat));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const directives = (csp: string) => csp.split(';').map((part) => part.trim().split(/\s+/));

/** A page's headers, as the sender gets them (server/send-page.ts). */
const pageHeaders = (preview: boolean) =>
  new Map(
    pageSecurityHeaders(securityHeaders(config, () => chat))(
      { scripts: ["'sha256-script'"], styles: ["'sha256-styleA'", "'sha256-styleB'"] },
      preview,
    ),
  );

describe('the Content-Security-Policy', () => {
  for (const preview of [false, true]) {
    it(`names each source once in every directive${preview ? ' (in a preview)' : ''}`, async () => {
      for (const csp of [
        (await fetch(base)).headers.get('content-security-policy')!,
        pageHeaders(preview).get('Content-Security-Policy')!,
      ]) {
        for (const [name, ...sources] of directives(csp)) expect(sources, `${name}: ${sources.join(' ')}`).toEqual([...new Set(sources)]);
        const scriptSrc = directives(csp).find(([name]) => name === 'script-src')!;
        expect(scriptSrc.filter((source) => source === "'self'")).toHaveLength(1);
        // No inline script runs but those a page names by their hash: no nonce, nothing unsafe.
        expect(scriptSrc.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
      }
    });
  }

  it("runs scripts from the build's own folder on the host asked for, not from anywhere else on the origin", async () => {
    const answered = directives((await fetch(base)).headers.get('content-security-policy')!).find(([name]) => name === 'script-src')!;
    expect(answered).toContain(`${new URL(base).host}/assets/`);
    // (No chat provider here: one may name the origin as a source of its own.)
    const page = (host?: string) =>
      directives(
        new Map(pageSecurityHeaders(securityHeaders(config, () => []))({ scripts: [], styles: [] }, false, host)).get(
          'Content-Security-Policy',
        )!,
      ).find(([name]) => name === 'script-src')!;
    expect(page('www.example.com')).toContain('www.example.com/assets/');
    expect(page('LOCALHOST:3000')).toContain('localhost:3000/assets/');
    expect(page('www.example.com')).not.toContain("'self'");
    // A Host that names no host the policy could spell: the origin as a whole, never a broken or injected source.
    for (const host of ['[::1]:3000', 'evil.example; script-src *', undefined]) expect(page(host)).toContain("'self'");
    // In development, Vite serves modules from the sources.
    const development = new Map(
      pageSecurityHeaders(securityHeaders(config, () => [], { development: true }))({ scripts: [], styles: [] }, false, 'localhost:3000'),
    ).get('Content-Security-Policy')!;
    expect(directives(development).find(([name]) => name === 'script-src')).toContain("'self'");
  });

  it('lets the browser talk to the site and the chat provider only: no content API', async () => {
    const csp = (await fetch(base)).headers.get('content-security-policy')!;
    const connect = directives(csp)
      .find(([name]) => name === 'connect-src')!
      .slice(1);
    expect(connect).toEqual(["'self'", 'https://chat.example.com', 'wss://chat.example.com']);
    expect(csp).not.toMatch(/api\.sanity\.io|apicdn/);
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe('the policy of a page', () => {
  it('allows its inline scripts and stylesheets by hash, and carries no nonce', () => {
    const headers = pageHeaders(false);
    const policy = new Map(directives(headers.get('Content-Security-Policy')!).map(([name, ...sources]) => [name!, sources]));
    expect(policy.get('script-src')).toContain("'sha256-script'");
    expect(policy.get('script-src')!.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(policy.get('style-src')).toEqual(["'self'", 'https://chat.example.com', "'sha256-styleA'", "'sha256-styleB'"]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it("in a preview, lets the visual-editing overlay add its styles (its scripts are the site's own)", () => {
    const policy = new Map(directives(pageHeaders(true).get('Content-Security-Policy')!).map(([name, ...sources]) => [name!, sources]));
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(policy.get('script-src')).toEqual(["'self'", 'https://chat.example.com', "'sha256-script'"]);
  });
});

describe('Permissions-Policy', () => {
  it('turns off the powerful features the site does not use', async () => {
    const policy = (await fetch(base)).headers.get('permissions-policy')!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });

  it('lets the video players, and no other frame, start the film the visitor asked for', async () => {
    const policy = (await fetch(base)).headers.get('permissions-policy')!;
    expect(policy).toContain('autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
  });
});

describe('answers the server writes itself', () => {
  it('carry the same security headers as a page, with a policy that loads nothing', async () => {
    const page = (await fetch(base)).headers;
    const plain = plainAnswerHeaders(config);
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(page.get(name), name).toBeTruthy();
      expect(plain[name], name).toBeTruthy();
    }
    expect(plain['content-security-policy']).toMatch(/default-src 'none'/);
    expect(plain['content-security-policy']).toContain("frame-ancestors 'self' https://studio.example.com");
  });
});

describe('headers that depend on how the site is served', () => {
  it('sends HSTS over HTTPS only, and says who may frame a page once, in frame-ancestors', () => {
    const over = (SITE_URL: string) => plainAnswerHeaders(readConfig({ SANITY_PROJECT_ID: 'abc123', SITE_URL }));
    expect(over('https://www.example.com')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(over('http://localhost:3000')['strict-transport-security']).toBeUndefined();
    for (const headers of [over('https://www.example.com'), over('http://localhost:3000')]) {
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });
});
