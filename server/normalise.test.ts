import { describe, expect, it } from 'vitest';
import { checkAddress, lowercasePath, MAX_URL_LENGTH, validHost } from './normalise.ts';

describe('the one clean address', () => {
  it('lets clean addresses through, query and all', () => {
    for (const target of [
      '/',
      '/about',
      '/blog/a-post?page=2',
      '/about.data',
      '/search?q=%e2%9c%93',
      '/blog/%F0%9F%98%80',
      '/?x=/../',
      '/a%2Fb',
      '/a%20b',
      '/@fs/x:y',
    ])
      expect(checkAddress(target), target).toEqual({ ok: true });
  });

  it('redirects dot segments, empty segments and a trailing slash to the clean address, keeping the query', () => {
    const cases: [string, string][] = [
      ['/x/..', '/'],
      ['/about/./', '/about'],
      ['//about', '/about'],
      ['/blog/%2e%2e/about', '/about'],
      ['/blog/%2E%2e/%2e/about?x=1', '/about?x=1'],
      ['/about/', '/about'],
      ['/a/b/../../../..', '/'],
      ['//evil.example/x', '/evil.example/x'],
      ['/about//?a=b', '/about?a=b'],
      // One spelling of each address: escaped letters decoded, hex in capitals.
      ['/%61bout', '/about'],
      ['/portfolio/atelier-n%6Fo%72', '/portfolio/atelier-noor'],
      ['/blog/caf%c3%a9', '/blog/caf%C3%A9'],
      ['/a%2eb', '/a.b'],
    ];
    for (const [target, location] of cases) expect(checkAddress(target), target).toEqual({ ok: false, status: 301, location });
  });

  it('never redirects to another site', () => {
    for (const target of ['//evil.example', '///evil.example/', '/.//evil.example', '/..//evil.example']) {
      const check = checkAddress(target);
      if (check.ok || check.status !== 301) throw new Error(`${target} was not redirected`);
      expect(check.location, target).toMatch(/^\/(?!\/)/);
    }
  });

  it('refuses malformed percent-encoding, control characters and backslashes (400)', () => {
    for (const target of [
      '/blog/%',
      '/%E0%A4%A',
      '/portfolio/%C0',
      '/assets/%',
      '/about%00',
      '/a%0d%0aSet-Cookie:x',
      '/%5Cevil.example',
      '/\\evil.example',
    ])
      expect(checkAddress(target), target).toEqual({ ok: false, status: 400 });
  });

  it('refuses request-targets that are not a path (absolute and asterisk form)', () => {
    expect(checkAddress('http://evil.example/about')).toEqual({ ok: false, status: 400 });
    expect(checkAddress('*')).toEqual({ ok: false, status: 400 });
  });

  it('refuses absurdly long addresses (414)', () => {
    expect(checkAddress(`/search?q=${'a'.repeat(MAX_URL_LENGTH)}`)).toEqual({ ok: false, status: 414 });
    expect(checkAddress(`/${'a'.repeat(MAX_URL_LENGTH)}`)).toEqual({ ok: false, status: 414 });
  });
});

describe('the Host a request names', () => {
  it('is a host name, an IPv4 or a bracketed IPv6 address, with an optional port', () => {
    for (const host of ['example.com', 'localhost:3000', '127.0.0.1:4100', '[::1]:4100', 'www.example.co.uk.', 'xn--caf-dma.com'])
      expect(validHost(host), host).toBe(true);
  });

  it('is nothing else (new URL would throw on some, and the page would fail)', () => {
    for (const host of [undefined, '', '[', 'a b', 'a/b', 'a@b', 'a:99999999', 'a:65536', 'é.com', 'a:b', 'ex%41mple.com'])
      expect(validHost(host), String(host)).toBe(false);
  });
});

describe('the lowercase address of a page', () => {
  it('is the address with its letters in lowercase, query aside', () => {
    expect(lowercasePath('/About')).toBe('/about');
    expect(lowercasePath('/BLOG/Our-Story')).toBe('/blog/our-story');
    expect(lowercasePath('/about')).toBeNull();
    expect(lowercasePath('/')).toBeNull();
  });

  it("keeps a video's id as it is (YouTube ids mix cases) and percent-escapes in their one form", () => {
    expect(lowercasePath('/Video/dQw4w9WgXcQ')).toBe('/video/dQw4w9WgXcQ');
    expect(lowercasePath('/video/dQw4w9WgXcQ')).toBeNull();
    expect(lowercasePath('/Caf%C3%A9')).toBe('/caf%C3%A9');
    expect(checkAddress(lowercasePath('/Caf%C3%A9')!)).toEqual({ ok: true });
    expect(lowercasePath('/v2023-05-03/data/doc/production/siteSettings'), 'no page: left to answer not found').toBeNull();
  });
});
