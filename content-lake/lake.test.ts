import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure as clientError, startTestLake, type TestLake } from './testing.ts';

let t: TestLake;
const api = (path: string) => `${t.lake.url}/v2023-05-03/data/${path}`;

beforeAll(async () => {
  t = await startTestLake({ corsOrigins: ['https://site.example'] });
});
afterAll(() => t.stop());

describe('queries through @sanity/client', () => {
  it('answers a GET query with the query, the time taken and the result', async () => {
    const response = await t.client.fetch('*[_type == "post"] | order(publishedAt desc){title}', {}, { filterResponse: false });
    expect(response.result).toEqual([{ title: 'The Quiet Return of Oud' }, { title: 'Flint Glass, Explained' }]);
    expect(response.query).toBe('*[_type == "post"] | order(publishedAt desc){title}');
    expect(typeof response.ms).toBe('number');
  });

  it('leaves the query out when returnQuery is false', async () => {
    const response = await t.client.fetch('count(*[_type == "logo"])', {}, { filterResponse: false, returnQuery: false });
    expect(response).not.toHaveProperty('query');
    expect(response.result).toBe(2);
  });

  it('passes parameters of every JSON type through unchanged', async () => {
    const params = { s: 'Oud ✦ "quoted"', n: -12.5, b: true, z: null, a: [1, 'two', { three: 3 }], o: { nested: { deep: ['x'] } } };
    const result = await t.client.fetch('{"s": $s, "n": $n, "b": $b, "z": $z, "a": $a, "o": $o}', params);
    expect(result).toEqual(params);
  });

  it('sends a query over 11,264 characters as a POST and answers it the same', async () => {
    const ids = Array.from({ length: 700 }, (_, i) => `missing-document-${i}`).concat('post-glass');
    const result = await t.client.fetch('*[_id in $ids]{_id}', { ids });
    expect(result).toEqual([{ _id: 'post-glass' }]);
    expect(t.logs.some((line) => /^debug POST \/v2023-05-03\/data\/query\/production 200/.test(line))).toBe(true);
  });

  it('dereferences with ->', async () => {
    const result = await t.client.fetch(
      '*[_id == "post-oud"][0]{"author": author->name, "image": mainImage.asset->{url, "w": metadata.dimensions.width}}',
    );
    expect(result.author).toBe('Ada Marlow');
    expect(result.image.w).toBe(1200);
    expect(result.image.url).toBe(`${t.lake.url}/images/local/production/5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800.jpg`);
  });

  it('rebuilds image assets with dimensions, aspect ratio, LQIP and the export’s metadata', async () => {
    const asset = await t.client.fetch('*[_type == "sanity.imageAsset" && extension == "jpg"][0]');
    expect(asset).toMatchObject({
      _id: 'image-5b5be66b55407c85e84bf5ad9c21316eeaa0c67c-1200x800-jpg',
      originalFilename: 'amber.jpg',
      mimeType: 'image/jpeg',
      metadata: { dimensions: { width: 1200, height: 800, aspectRatio: 1.5 }, hasAlpha: false },
    });
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('matches text and Portable Text the way groq-js does', async () => {
    const query = '*[_type in ["post", "logo"] && (title match $term || pt::text(description) match $term)]._id';
    expect(await t.client.fetch(query, { term: 'agarwood-led*' })).toEqual(['post-oud']);
    expect(await t.client.fetch(query, { term: 'flint' })).toEqual(['post-glass']);
    expect(await t.client.fetch(query, { term: 'eg' })).toEqual(['post-oud']); // "e.g." in the body
    expect(await t.client.fetch(query, { term: 'nowhere' })).toEqual([]);
  });
});

describe('errors shaped as Sanity shapes them', () => {
  it('answers a parse error with 400 queryParseError, its position and the query', async () => {
    const error = await clientError(t.client.fetch('*[_type == "post"'));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({ type: 'queryParseError', query: '*[_type == "post"' });
    const { start, end } = error.details as { start: number; end: number };
    expect(start).toBeGreaterThan(10);
    expect(end).toBeGreaterThan(start);
    expect(error.message).toContain('GROQ query parse error');
  });

  it('refuses a parameter that is used but not supplied', async () => {
    const error = await clientError(t.client.fetch('*[slug.current == $slug]'));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      description: 'param $slug referenced, but not provided',
      start: 18,
      end: 23,
    });
  });

  it('refuses a parameter that is not JSON', async () => {
    const response = await fetch(api(`query/production?query=${encodeURIComponent('*[_id == $id]')}&$id=post-oud`));
    expect(response.status).toBe(400);
    expect((await response.json()).error.description).toMatch(/Unable to parse value of "\$id=post-oud"/);
  });

  it('answers 404 for an unknown dataset', async () => {
    const error = await clientError(t.client.withConfig({ dataset: 'staging' }).fetch('*'));
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Dataset "staging" not found for project ID "local"');
  });

  it('answers 413 to a POST body over 300 KB', async () => {
    const error = await clientError(t.client.fetch('count($big)', { big: 'x'.repeat(310 * 1024) }));
    expect(error.statusCode).toBe(413);
  });

  it('answers a missing query with 400', async () => {
    const response = await fetch(api('query/production'));
    expect(response.status).toBe(400);
  });
});

describe('perspectives', () => {
  it('hides drafts from the published perspective', async () => {
    const ids = await t.client.fetch('*[_type == "post"]._id');
    expect(ids.sort()).toEqual(['post-glass', 'post-oud']);
  });

  it('overlays drafts with a read token, setting _originalId', async () => {
    for (const perspective of ['drafts', 'previewDrafts'] as const) {
      const posts = await t.client
        .withConfig({ token: t.lake.readToken, perspective, ignoreWarnings: /previewDrafts/ })
        .fetch('*[_type == "post"] | order(_id){_id, _originalId, title}');
      expect(posts).toEqual([
        { _id: 'post-glass', _originalId: 'post-glass', title: 'Flint Glass, Explained' },
        { _id: 'post-new', _originalId: 'drafts.post-new', title: 'Unpublished Musings' },
        { _id: 'post-oud', _originalId: 'drafts.post-oud', title: 'The Loud Return of Oud (draft)' },
      ]);
    }
  });

  it('shows every document, drafts under their own ids, in the raw perspective', async () => {
    const ids = await t.client.withConfig({ token: t.lake.readToken, perspective: 'raw' }).fetch('*[_type == "post"]._id');
    expect(ids.sort()).toEqual(['drafts.post-new', 'drafts.post-oud', 'post-glass', 'post-oud']);
  });

  it('refuses drafts without a token (401) and with a wrong token (401)', async () => {
    const missing = await clientError(t.client.withConfig({ perspective: 'drafts' }).fetch('*'));
    expect(missing.statusCode).toBe(401);
    expect(missing.message).toMatch(/Unauthorized - The "drafts" perspective needs a token/);
    const wrong = await clientError(t.client.withConfig({ token: 'not-a-token', perspective: 'drafts' }).fetch('*'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.message).toMatch(/Session not found/);
  });

  it('refuses an unknown perspective', async () => {
    const response = await fetch(api(`query/production?query=*&perspective=tomorrow`));
    expect(response.status).toBe(400);
  });
});

describe('documents by id', () => {
  it('returns published documents and omits private ones without a token, exactly as absent ones', async () => {
    expect((await t.client.getDocument('post-oud'))?.title).toBe('The Quiet Return of Oud');
    const docs = await t.client.getDocuments(['post-glass', 'drafts.post-oud', 'nothing-here']);
    expect(docs.map((doc) => doc?._id ?? null)).toEqual(['post-glass', null, null]);
    const raw = await (await fetch(api('doc/production/drafts.post-oud,nothing-here'))).json();
    expect(raw.omitted).toEqual([
      { id: 'drafts.post-oud', reason: 'existence' },
      { id: 'nothing-here', reason: 'existence' },
    ]);
  });

  it('returns drafts to a token holder', async () => {
    const draft = await t.client.withConfig({ token: t.lake.readToken }).getDocument('drafts.post-oud');
    expect(draft?.title).toBe('The Loud Return of Oud (draft)');
  });
});

describe('CORS', () => {
  it('allows the configured origin only', async () => {
    const allowed = await fetch(api('query/production?query=1'), { headers: { Origin: 'https://site.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://site.example');
    const other = await fetch(api('query/production?query=1'), { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflight for the configured origin and refuses others', async () => {
    const preflight = (origin: string) =>
      fetch(api('query/production'), {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const ok = await preflight('https://site.example');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://site.example');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request log', () => {
  it('logs one line per request (method, path, status, ms) at debug level', async () => {
    await t.client.fetch('count(*)', {}, { tag: 'log-check' });
    const line = t.logs.findLast((entry) => entry.includes('tag=log-check'));
    expect(line).toMatch(/^debug GET \/v2023-05-03\/data\/query\/production 200 \d+ms tag=log-check$/);
  });
});

describe('content source maps', () => {
  it('maps each text of the result to the document field it came from, so stega can encode it', async () => {
    const response = await t.client.fetch(
      '*[_id == "post-oud"][0]{title, "author": author->name, description}',
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    );
    const map = response.resultSourceMap!;
    const source = (resultPath: string) => {
      const mapping = map.mappings[resultPath]!;
      const { document, path } = mapping.source as { document: number; path: number };
      return `${map.documents[document]!._id} ${map.paths[path]}`;
    };
    expect(source("$['title']")).toBe("post-oud $['title']");
    expect(source("$['author']")).toBe("author-ada $['name']");
    expect(source("$['description'][0]['children'][1]['text']")).toBe(
      "post-oud $['description'][?(@._key=='b1')]['children'][?(@._key=='s2')]['text']",
    );
  });

  it('lets @sanity/client stega-encode the strings it maps', async () => {
    const stega = t.client.withConfig({ stega: { enabled: true, studioUrl: 'https://studio.example' } });
    const title: string = await stega.fetch('*[_id == "post-oud"][0].title');
    expect(title.startsWith('The Quiet Return of Oud')).toBe(true);
    expect(title.length).toBeGreaterThan('The Quiet Return of Oud'.length);
  });
});
