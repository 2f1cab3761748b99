/**
 * What Sanity Studio asks of the lake besides documents (studio-api.ts,
 * editor-sessions.ts): the login, the editor, the project, grants, settings,
 * the answers that turn hosted features off quietly, and what its Releases
 * feature asks, in the requests `sanity` 6.16 sends.
 */
import type { ListenEvent, ListenOptions, ReleaseDocument, SanityClient } from '@sanity/client';
import { rm } from 'node:fs/promises';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, failure, startTestLake, type TestLake } from './testing.ts';

const studio = 'http://localhost:3334';
// What `npm run studio` makes at start and puts in the login address it prints.
const studioLoginKey = 'studio-login-key-for-the-tests-0123456789';
let t: TestLake;
let dirs: TestLake['dirs'];

beforeAll(async () => {
  t = await startTestLake({ studioOrigins: [studio], studioLoginKey });
  dirs = t.dirs;
});
afterAll(async () => {
  await t.stop();
  // The restart below keeps the first lake's folders.
  for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
});

/** Logs in as the Studio does: the provider's address (with the key), the session id in the redirect's hash, then `/auth/fetch`. */
async function logIn(lake = t): Promise<string> {
  const login = await fetch(
    `${lake.lake.url}/v1/auth/login/lake?origin=${encodeURIComponent(`${studio}/structure`)}&projectId=local&withSid=true&key=${studioLoginKey}`,
    { redirect: 'manual' },
  );
  expect(login.status).toBe(302);
  const location = new URL(login.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${studio}/structure`);
  const sid = /^#sid=(.+)$/.exec(location.hash)?.[1];
  expect(sid).toBeTruthy();
  const fetched = await fetch(`${lake.lake.url}/v2026-05-04/auth/fetch?sid=${sid}`);
  expect(fetched.status).toBe(200);
  const { token } = (await fetched.json()) as { token: string };
  return token;
}

function as(token: string, lake = t): SanityClient {
  return lake.client.withConfig({ token, apiVersion: '2025-02-19' });
}

describe('logging in', () => {
  it("gives the Studio an editor's own token, which reads and writes, and never the lake's write token", async () => {
    const token = await logIn();
    expect(token).not.toBe(t.lake.writeToken);
    const editor = as(token);
    await expect(editor.request({ url: '/users/me' })).resolves.toMatchObject({
      id: 'lake-editor',
      name: 'Local editor',
      role: 'administrator',
    });
    await editor.create({ _id: 'drafts.note-by-editor', _type: 'note', title: 'Written in the Studio' });
    await expect(editor.getDocument('drafts.note-by-editor')).resolves.toMatchObject({ title: 'Written in the Studio' });
  });

  it('exchanges a session id once only', async () => {
    const login = await fetch(`${t.lake.url}/v1/auth/login/lake?origin=${encodeURIComponent(studio)}&key=${studioLoginKey}`, {
      redirect: 'manual',
    });
    const sid = /sid=(.+)$/.exec(login.headers.get('location')!)![1];
    expect((await fetch(`${t.lake.url}/v1/auth/fetch?sid=${sid}`)).status).toBe(200);
    const again = await fetch(`${t.lake.url}/v1/auth/fetch?sid=${sid}`);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ statusCode: 401, message: expect.stringContaining('log in again') });
  });

  it('sends a session to a Studio of this lake only, and only to a browser on this machine', async () => {
    const elsewhere = await fetch(
      `${t.lake.url}/v1/auth/login/lake?origin=${encodeURIComponent('https://evil.example/')}&key=${studioLoginKey}`,
      {
        redirect: 'manual',
      },
    );
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as { error: { description: string } }).error.description).toContain(
      'not a Studio of this content lake',
    );
    // A page that made its own name point at this machine (DNS rebinding) sends its own Host.
    const rebound = await new Promise<number>((resolve, reject) => {
      get(
        `${t.lake.url}/v1/auth/login/lake?origin=${encodeURIComponent(studio)}&key=${studioLoginKey}`,
        { headers: { Host: 'evil.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      ).on('error', reject);
    });
    expect(rebound).toBeGreaterThanOrEqual(400);
    expect(rebound).toBeLessThan(500);
  });

  it('refuses a login without the key `npm run studio` made, so that no other process on this machine gets a session', async () => {
    for (const key of ['', '&key=', '&key=guessed-0123456789-0123456789-0123456789']) {
      const login = await fetch(
        `${t.lake.url}/v1/auth/login/lake?origin=${encodeURIComponent(studio)}&projectId=local&withSid=true${key}`,
        {
          redirect: 'manual',
        },
      );
      expect(login.status).toBe(403);
      expect(login.headers.get('location')).toBeNull();
      expect(((await login.json()) as { error: { description: string } }).error.description).toContain('npm run studio');
    }
  });

  it('ends a session unused for its idle time, and any session after its lifetime', async () => {
    const short = await startTestLake({ studioOrigins: [studio], studioLoginKey, sessionIdleMs: 1000, sessionLifetimeMs: 2000 });
    const status = (client: SanityClient) =>
      client.request({ url: '/users/me' }).then(
        () => 200,
        (error: { statusCode: number }) => error.statusCode,
      );
    try {
      const idle = as(await logIn(short), short);
      expect(await status(idle)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await status(idle)).toBe(401);

      // Used every 100 ms, so never idle for long: still ended once its lifetime is over.
      const busy = as(await logIn(short), short);
      const loggedIn = performance.now();
      let answer = 200;
      while (answer === 200 && performance.now() - loggedIn < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await status(busy);
      }
      expect(answer).toBe(401);
      expect(performance.now() - loggedIn).toBeGreaterThan(1900);
    } finally {
      await short.stop();
    }
  });

  it('refuses every login on a lake started without a Studio', async () => {
    const plain = await startTestLake();
    try {
      const login = await fetch(`${plain.lake.url}/v1/auth/login/lake?origin=${encodeURIComponent(studio)}`, { redirect: 'manual' });
      expect(login.status).toBe(403);
      expect(((await login.json()) as { error: { description: string } }).error.description).toContain('LAKE_STUDIO_ORIGINS');
    } finally {
      await plain.stop();
    }
  });

  it('ends a session at logout: its token is refused from then on', async () => {
    const token = await logIn();
    await as(token).request({ url: '/auth/logout', method: 'POST' });
    const error = await failure(as(token).request({ url: '/users/me' }));
    expect(error.statusCode).toBe(401);
  });
});

describe('what the Studio reads at start', () => {
  it('answers an anonymous /users/me with {} (not logged in), as Sanity does', async () => {
    await expect(t.client.request({ url: '/users/me' })).resolves.toEqual({});
  });

  it('tells /check/cors whether the browser origin may call the lake', async () => {
    const allowed = await fetch(`${t.lake.url}/v2025-02-19/check/cors`, { headers: { Origin: studio } });
    expect(await allowed.json()).toEqual({ result: { allowed: true, withCredentials: true } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(studio);
    const other = await fetch(`${t.lake.url}/v2025-02-19/check/cors`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(await other.json()).toEqual({ result: { allowed: false, withCredentials: false } });
  });

  it("lets the Studio's preflight send the headers it adds", async () => {
    const preflight = await fetch(`${t.lake.url}/v2025-02-19/users/me`, {
      method: 'OPTIONS',
      headers: { Origin: studio, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-sanity-app' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,x-sanity-app');
  });

  it("gives the editor the project, its dataset and every permission on it; a read token's grants only read", async () => {
    const editor = as(await logIn());
    await expect(editor.request({ url: '/projects/local' })).resolves.toMatchObject({
      id: 'local',
      members: [expect.objectContaining({ id: 'lake-editor' })],
    });
    await expect(editor.request({ url: '/projects/local/datasets' })).resolves.toEqual([
      expect.objectContaining({ name: 'production', aclMode: 'public' }),
    ]);
    // No add-on datasets (comments, tasks): they live in Sanity's hosted service.
    await expect(editor.request({ url: '/projects/local/datasets?datasetProfile=comments&addonFor=production' })).resolves.toEqual([]);
    const grants = (await editor.request({ url: '/projects/local/datasets/production/acl' })) as { permissions: string[] }[];
    expect(grants[0]!.permissions).toEqual(expect.arrayContaining(['read', 'create', 'update', 'history']));
    const reader = t.client.withConfig({ token: t.lake.readToken });
    expect(
      ((await reader.request({ url: '/projects/local/datasets/production/acl' })) as { permissions: string[] }[])[0]!.permissions,
    ).toEqual(['read']);
    await expect(editor.request({ url: '/users/lake-editor' })).resolves.toMatchObject({ id: 'lake-editor', displayName: 'Local editor' });
    await expect(editor.request({ url: '/projects/elsewhere' }).catch((error) => error.statusCode)).resolves.toBe(404);
  });

  it('answers the hosted features as absent, in shapes the Studio takes quietly', async () => {
    const editor = as(await logIn());
    // Content releases only: the lake keeps them (see the releases tests below).
    await expect(editor.request({ url: '/features' })).resolves.toEqual(['contentReleases']);
    await expect(editor.request({ url: '/intake/telemetry-status' })).resolves.toEqual({ status: 'denied' });
    await expect(editor.request({ url: '/journey/document-limit' })).resolves.toBeNull();
    await expect(editor.request({ url: '/help', query: { m: 'sanity@6.16.0' } })).resolves.toEqual({ resources: { sectionArray: [] } });
    await expect(editor.request({ url: '/projects/local/user-applications' })).resolves.toEqual([]);
    // Nothing in another dataset refers to a document about to be deleted: the lake has one dataset.
    await expect(
      editor.request({ url: '/data/references/production/documents/post-oud/to?excludeInternalReferences=true' }),
    ).resolves.toEqual({
      totalCount: 0,
      references: [],
    });
    for (const url of ['/media-libraries', '/schedules/local/production', '/projects/local/roles', '/comments/production/setup']) {
      const refused = await failure(editor.request({ url }));
      expect(refused.statusCode).toBe(404);
      expect(refused.message).toContain("needs Sanity's hosted services");
    }
  });

  it("keeps the editor's Studio settings across a restart", async () => {
    const token = await logIn();
    const pairs = [{ key: 'studio.structure-tool.layout.post', value: 'detail' }];
    await expect(as(token).request({ url: '/users/me/keyvalue', method: 'PUT', body: pairs })).resolves.toEqual(pairs);
    await t.lake.close();
    t = await startTestLake({ studioOrigins: [studio], studioLoginKey }, t.dirs);
    const after = as(await logIn());
    await expect(after.request({ url: '/users/me/keyvalue/studio.structure-tool.layout.post,missing' })).resolves.toEqual([
      ...pairs,
      { key: 'missing', value: null },
    ]);
    const anonymous = await failure(t.client.request({ url: '/users/me/keyvalue/anything' }));
    expect(anonymous.statusCode).toBe(401);
  });
});

/**
 * The Studio's releases list (`sanity` 6.16, useActiveReleases): fetched and
 * listened to with this very query, projection and order included, through
 * a client at API version v2025-02-19 with the Studio's `raw` perspective.
 */
const studioReleasesQuery = `*[_type=="system.release" && _id in path("_.releases.*")] {
  _id,
  _type,
  _rev,
  _createdAt,
  _updatedAt,
  state,
  finalDocumentStates,
  publishAt,
  publishedAt,
  "metadata": coalesce(metadata, {
    "title": "",
    "releaseType": "undecided",
  }),
  // Content Lake initially encoded non-error states as {error: {message: ""}}. This projection
  // ensures the error field only appears if the document has a non-empty error message.
  ...select(
    length(error.message) > 0 => { error },
    {}
  ),
} | order(_createdAt desc)`;

/** The Studio's count of a release's documents (ReleasesMetadataProvider), as it builds it for one release. */
const releaseMetadataQuery = (name: string) =>
  `{"release_${name}": *[sanity::partOfRelease("${name}")]{_updatedAt, "docId": string::split(_id, ".")[2] } | order(_updatedAt desc),}` +
  `{"_.releases.${name}": {
              "updatedAt": release_${name}[0]._updatedAt,
              "documentIds": release_${name}[].docId,
            },}`;

/** The options the Studio's listenQuery() listens with. */
const studioListenOptions: ListenOptions = {
  events: ['welcome', 'mutation', 'reconnect'],
  includeResult: false,
  visibility: 'query',
  includeAllVersions: true,
};

type StudioEvent = ListenEvent<Record<string, unknown>>;
const isMutationOf = (id: string) => (event: StudioEvent) => event.type === 'mutation' && event.documentId === id;

describe('content releases, as the Studio asks for them', () => {
  /** The Studio's releases client: the editor's session, v2025-02-19, the raw perspective. */
  async function studioClient(): Promise<SanityClient> {
    return as(await logIn()).withConfig({ apiVersion: 'v2025-02-19', perspective: 'raw' });
  }

  it('turns releases on, with no limit, and no upsell', async () => {
    const editor = await studioClient();
    await expect(editor.request({ url: '/features' })).resolves.toContain('contentReleases');
    // Asked at vX whatever the client's version, before a release is created.
    const limits = await editor.withConfig({ apiVersion: 'vX' }).request({ url: 'projects/local/new-content-release-allowed' });
    expect(limits).toEqual({
      data: { datasetReleaseLimit: expect.any(Number), orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: 0 },
    });
    expect((limits as { data: { datasetReleaseLimit: number } }).data.datasetReleaseLimit).toBeGreaterThan(1000);
    await expect(editor.request({ url: '/journey/content-releases' })).resolves.toBeNull();
    const anonymous = await failure(
      t.client.withConfig({ apiVersion: 'vX' }).request({ url: 'projects/local/new-content-release-allowed' }),
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists releases with the query it fetches and listens with, and tells it of a new one', async () => {
    const editor = await studioClient();
    const events = collect<StudioEvent>(editor.listen(studioReleasesQuery, {}, studioListenOptions));
    try {
      await events.take((event) => event.type === 'welcome');
      // The permission check before "New release": a dry run, which creates nothing.
      await editor.releases.create({ releaseId: 'rDryRun', metadata: { title: '', releaseType: 'asap' } }, { dryRun: true });
      await editor.releases.create({
        releaseId: 'rStudio',
        metadata: { title: 'Studio spring', description: '', releaseType: 'asap', cardinality: 'many' } as ReleaseDocument['metadata'],
      });
      expect(await editor.getDocument('_.releases.rDryRun')).toBeUndefined();
      // The listener hears of the new release, which makes the Studio fetch the list again.
      expect(await events.take((event) => event.type === 'mutation')).toMatchObject({
        documentId: '_.releases.rStudio',
        transition: 'appear',
      });

      const releases = await editor.fetch<ReleaseDocument[]>(studioReleasesQuery);
      expect(releases.map((release) => release._id)).toEqual(['_.releases.rStudio']);
      expect(releases[0]).toMatchObject({
        _type: 'system.release',
        state: 'active',
        metadata: { title: 'Studio spring', releaseType: 'asap' },
        publishAt: null,
        finalDocumentStates: null,
      });
      expect(releases[0]).not.toHaveProperty('error');
    } finally {
      events.stop();
    }
  });

  it('adds a document to a release as the document pane does, edits it there, and counts it', async () => {
    const editor = await studioClient();
    const listened = collect<StudioEvent>(
      editor.listen(
        '*[( sanity::partOfRelease("rStudio"))]',
        {},
        {
          includeResult: true,
          includeAllVersions: true,
          visibility: 'query',
          events: ['mutation'],
        },
      ),
    );
    try {
      // "Add to release": the document as the pane shows it, then a version from it, guarded by its revision.
      const base = await editor.getDocument('post-glass');
      await editor.createVersion({ baseId: 'post-glass', ifBaseRevisionId: base!._rev, publishedId: 'post-glass', releaseId: 'rStudio' });
      // Typing in the form: the document store's patches, sent as edit actions on the version.
      await editor.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'versions.rStudio.post-glass',
        publishedId: 'post-glass',
        patch: { set: { title: 'Flint Glass, for spring' } },
      });
      // The release's page hears of it (its document count and list).
      const edited = await listened.take((event) => event.type === 'mutation' && event.result?.title === 'Flint Glass, for spring');
      expect(edited).toMatchObject({ documentId: 'versions.rStudio.post-glass' });

      expect(await editor.fetch(releaseMetadataQuery('rStudio'))).toEqual({
        '_.releases.rStudio': { updatedAt: expect.any(String), documentIds: ['post-glass'] },
      });
      // The document in the release's perspective, as its list and preview read it; published is unchanged.
      expect(await editor.withConfig({ perspective: ['rStudio', 'drafts'] }).fetch('*[_id == "post-glass"][0].title')).toBe(
        'Flint Glass, for spring',
      );
      expect(await editor.withConfig({ perspective: 'published' }).fetch('*[_id == "post-glass"][0].title')).toBe('Flint Glass, Explained');
    } finally {
      listened.stop();
    }
  });

  it('schedules the release as the Schedule button does, and the list hears it published at its time', async () => {
    const editor = await studioClient();
    const events = collect<StudioEvent>(editor.listen(studioReleasesQuery, {}, studioListenOptions));
    try {
      await events.take((event) => event.type === 'welcome');
      const [release] = await editor.fetch<ReleaseDocument[]>(studioReleasesQuery);
      const publishAt = new Date(Date.now() + 1500);
      // The button first sets the release's type and intended time, then schedules it.
      await editor.releases.edit({
        releaseId: 'rStudio',
        patch: {
          set: { metadata: { ...release!.metadata, releaseType: 'scheduled', intendedPublishAt: publishAt.toISOString() } },
          unset: [],
        },
      });
      await editor.releases.schedule({ releaseId: 'rStudio', publishAt: publishAt.toISOString() });
      expect((await editor.fetch<ReleaseDocument[]>(studioReleasesQuery))[0]).toMatchObject({
        state: 'scheduled',
        publishAt: publishAt.toISOString(),
        metadata: { releaseType: 'scheduled', intendedPublishAt: publishAt.toISOString() },
      });

      // The scheduler publishes it; the listener's third event (after the edit and the schedule) makes the Studio fetch the list again.
      for (let heard = 0; heard < 3; heard++) await events.take(isMutationOf('_.releases.rStudio'), 5000);
      expect((await editor.fetch<ReleaseDocument[]>(studioReleasesQuery))[0]?.state).toBe('published');
      expect((await editor.fetch<ReleaseDocument[]>(studioReleasesQuery))[0]).toMatchObject({
        publishedAt: expect.any(String),
        finalDocumentStates: [{ id: 'versions.rStudio.post-glass' }],
      });
      await expect(t.client.getDocument('post-glass')).resolves.toMatchObject({ title: 'Flint Glass, for spring' });
      // A published release's documents, as its page reads them: from the history.
      const { documents } = (await editor.request({
        url: '/data/history/production/documents/versions.rStudio.post-glass?lastRevision=true',
      })) as { documents: { _id: string; title: string }[] };
      expect(documents).toEqual([expect.objectContaining({ _id: 'versions.rStudio.post-glass', title: 'Flint Glass, for spring' })]);
    } finally {
      events.stop();
    }
  });
});
