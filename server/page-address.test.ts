import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAX_CLEANED_PARAMETERS, pageAddresses } from './page-address.ts';

/** A route table like the site's (routes.ts), each route with the handle its module exports. */
const route = (id: string, path: string | undefined, handle?: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  parentId: id === 'root' ? undefined : 'root',
  path,
  module: { handle },
  ...extra,
});
const build = {
  routes: {
    root: route('root', ''),
    'home/home.route': route('home/home.route', undefined, { queryParams: ['feature'] }, { index: true }),
    about: route('about', 'about'),
    catalogue: route('catalogue', 'catalogue', { stylesheets: ['/c.css'], queryParams: ['range', 'min', 'page'] }),
    'tools/tool.route': route('tools/tool.route', 'tools/:slug', { queryParams: 'any' }),
    'blog/post.route': route('blog/post.route', 'blog/:slug'),
    'redirect-post': route('redirect-post', 'post/:slug', { queryParams: 'all' }),
    'pages/page.route': route('pages/page.route', '*'),
  },
} as unknown as ServerBuild;

const addressOf = pageAddresses(build);

describe('the address a request is answered as', () => {
  it('keeps a page plain when what it was given is only trackers or what it does not read', async () => {
    expect(await addressOf('/about?utm_source=news&utm_medium=mail&gclid=abc&fbclid=1&x=1')).toEqual({
      path: '/about',
      variant: 'html',
      search: '',
      unknown: false,
    });
    expect((await addressOf('/blog/a-post?msclkid=9&ref=linkedin')).search).toBe('');
  });

  it('keeps what a page reads, in the order given, and drops the rest', async () => {
    expect((await addressOf('/catalogue?utm_campaign=fair&range=albury&x=1&min=30&range=roydon')).search).toBe(
      '?range=albury&min=30&range=roydon',
    );
    expect((await addressOf('/?feature=Glass&gclid=1')).search).toBe('?feature=Glass');
  });

  it("keeps a calculator's inputs whatever their names, but not the trackers", async () => {
    expect((await addressOf('/tools/cost-calculator?size=50&quantity=3000&utm_source=x&_gl=1')).search).toBe('?size=50&quantity=3000');
  });

  it('passes every parameter of a redirect on, trackers included', async () => {
    expect((await addressOf('/post/old?utm_source=fair&x=1')).search).toBe('?utm_source=fair&x=1');
  });

  it("names a page's data by its page, and keeps React Router's own _routes", async () => {
    expect(await addressOf('/_.data')).toMatchObject({ path: '/', variant: 'data', search: '' });
    expect(await addressOf('/catalogue.data?range=albury&_routes=root,catalogue&utm_source=x')).toMatchObject({
      path: '/catalogue',
      variant: 'data',
      search: '?range=albury&_routes=root%2Ccatalogue',
    });
  });

  it("passes React Router's route manifest on whole: it is no page", async () => {
    expect(await addressOf('/__manifest?p=%2Fgift-with-purchase&version=1415b018')).toEqual({
      path: '/__manifest',
      variant: 'html',
      search: '?p=%2Fgift-with-purchase&version=1415b018',
      unknown: false,
    });
  });

  it('knows an address that no page has, whatever it is given', async () => {
    for (const target of ['/no-such-page', '/a/b/c?x=1', '/nothing.data', '/about/more'])
      expect((await addressOf(target)).unknown, target).toBe(true);
    for (const target of ['/', '/about', '/blog/whatever', '/tools/x']) expect((await addressOf(target)).unknown, target).toBe(false);
  });

  it('leaves an address with more parameters than any page reads as it is: the page says what it makes of it', async () => {
    const many = `/catalogue?${Array.from({ length: MAX_CLEANED_PARAMETERS + 1 }, () => 'x=1').join('&')}`;
    expect((await addressOf(many)).search).toBe(many.slice('/catalogue'.length));
  });
});
