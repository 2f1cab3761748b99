import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveEvent, ReleaseDocument, SanityClient, SyncTag } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, failure, startTestLake, type TestLake } from './testing.ts';

// Releases exist from API version 2025-02-19, as in Sanity.
const apiVersion = '2025-02-19';

let t: TestLake;
let editor: SanityClient;
let reader: SanityClient;

beforeAll(async () => {
  t = await startTestLake();
  editor = t.client.withConfig({ token: t.lake.writeToken, apiVersion });
  reader = t.client.withConfig({ token: t.lake.readToken, apiVersion, perspective: 'raw' });
});
afterAll(() => t.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const getRelease = (releaseId: string, client = reader) => client.releases.get({ releaseId }) as Promise<ReleaseDocument | undefined>;

/** A release with one version of a post (created for the test, published or not). */
async function releaseWithPost(releaseId: string, postId: string, title: string, client = editor) {
  await client.releases.create({ releaseId, metadata: { title: releaseId, releaseType: 'asap' } });
  await client.createVersion({ releaseId, publishedId: postId, document: { _type: 'post', title } });
}

/** The `{type, items: [{error: {type}, index}]}` of a failed action. */
async function actionFailure(promise: Promise<unknown>, status: number, type: string) {
  const error = await failure(promise);
  expect(error.statusCode).toBe(status);
  expect(error.details).toMatchObject({ type: 'actionError', items: [{ error: { type }, index: 0 }] });
  return error;
}

describe('release documents', () => {
  it('creates a release shaped as Sanity shapes it, private to tokens', async () => {
    const created = await editor.releases.create({
      releaseId: 'rSpring',
      metadata: { title: 'Spring', description: 'New scents', releaseType: 'asap' },
    });
    expect(created).toMatchObject({ releaseId: 'rSpring', transactionId: expect.any(String) });
    const release = await getRelease('rSpring');
    expect(release).toMatchObject({
      _id: '_.releases.rSpring',
      _type: 'system.release',
      name: 'rSpring',
      state: 'active',
      metadata: { title: 'Spring', description: 'New scents', releaseType: 'asap' },
      _rev: created.transactionId,
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    });
    expect(await t.client.fetch('*[_type == "system.release"]')).toEqual([]);
    expect(await t.client.getDocument('_.releases.rSpring')).toBeUndefined();
  });

  it('refuses a second release under the same id (409) and a malformed id or metadata (400)', async () => {
    const again = await actionFailure(
      editor.releases.create({ releaseId: 'rSpring', metadata: { releaseType: 'undecided' } }),
      409,
      'documentAlreadyExistsError',
    );
    expect(again.message).toMatch(/A release "rSpring" already exists/);
    await actionFailure(editor.action({ actionType: 'sanity.action.release.create', releaseId: 'has.dot' }), 400, 'invalidActionError');
    await actionFailure(
      editor.action({ actionType: 'sanity.action.release.create', releaseId: 'rBad', metadata: { releaseType: 'someday' as 'asap' } }),
      400,
      'invalidActionError',
    );
  });

  it('edits the metadata with a patch, and nothing else', async () => {
    await editor.releases.edit({
      releaseId: 'rSpring',
      patch: { set: { 'metadata.title': 'Spring sale' }, unset: ['metadata.description'] },
    });
    const release = await getRelease('rSpring');
    expect(release?.metadata).toEqual({ title: 'Spring sale', releaseType: 'asap' });
    const error = await actionFailure(
      editor.releases.edit({ releaseId: 'rSpring', patch: { set: { state: 'published' } } }),
      400,
      'invalidActionError',
    );
    expect(error.message).toMatch(/changes only "metadata", not "state"/);
    expect((await getRelease('rSpring'))?.state).toBe('active');
  });

  it("lists releases with releases::all(), and finds a release's documents with sanity::partOfRelease", async () => {
    await editor.createVersion({ releaseId: 'rSpring', publishedId: 'post-oud', document: { _type: 'post', title: 'Oud for spring' } });
    expect(await reader.fetch('releases::all()[state == "active"].name')).toContain('rSpring');
    expect(await editor.withConfig({ perspective: 'published' }).fetch('releases::all()[].name')).toContain('rSpring');
    expect(await t.client.withConfig({ apiVersion, perspective: 'published' }).fetch('releases::all()')).toEqual([]);
    const { result } = await reader.releases.fetchDocuments({ releaseId: 'rSpring' });
    expect(result.map((doc) => doc._id)).toEqual(['versions.rSpring.post-oud']);
    expect((await reader.fetch<string[]>('*[sanity::versionOf("post-oud")]._id')).sort()).toEqual([
      'drafts.post-oud',
      'post-oud',
      'versions.rSpring.post-oud',
    ]);
  });
});

describe('stacked perspectives', () => {
  const oud = '*[_id == "post-oud"][0]{_id, _originalId, title}';

  it('shows a release over the drafts over the published documents, the first release listed winning', async () => {
    const stacked = (perspective: string[]) => reader.withConfig({ perspective });
    expect(await stacked(['rSpring', 'drafts']).fetch(oud)).toEqual({
      _id: 'post-oud',
      _originalId: 'versions.rSpring.post-oud',
      title: 'Oud for spring',
    });
    expect((await editor.fetch(oud)).title).toBe('The Quiet Return of Oud');
    // A release nobody created contributes nothing.
    expect((await stacked(['rNobody', 'drafts']).fetch(oud)).title).toBe('The Loud Return of Oud (draft)');
    // Without drafts in the stack, drafts stay out: the unpublished post is not there.
    const ids = await stacked(['rSpring']).fetch('*[_type == "post"]._id');
    expect(ids.sort()).toEqual(['post-glass', 'post-oud']);
    await releaseWithPost('rSummer', 'post-oud', 'Oud for summer');
    expect((await stacked(['rSummer', 'rSpring', 'drafts']).fetch(oud)).title).toBe('Oud for summer');
    expect((await stacked(['rSpring', 'rSummer', 'drafts']).fetch(oud)).title).toBe('Oud for spring');
  });

  it('needs a token, the releases API version, and well-formed names', async () => {
    const unauthorised = await failure(t.client.withConfig({ apiVersion, perspective: ['rSpring', 'drafts'] }).fetch('*'));
    expect(unauthorised.statusCode).toBe(401);
    const query = async (perspective: string, version = apiVersion) => {
      const url = `${t.lake.url}/v${version}/data/query/production?query=*&perspective=${encodeURIComponent(perspective)}`;
      const response = await fetch(url, { headers: { Authorization: `Bearer ${t.lake.readToken}` } });
      return { status: response.status, description: ((await response.json()) as { error?: { description?: string } }).error?.description };
    };
    expect((await query('rSpring,drafts')).status).toBe(200);
    expect(await query('rSpring,drafts', '2023-05-03')).toMatchObject({
      status: 400,
      description: expect.stringMatching(/API version 2025-02-19/),
    });
    expect(await query('rSpring,,drafts')).toMatchObject({ status: 400, description: expect.stringMatching(/an entry is empty/) });
    expect(await query('rSpring,raw')).toMatchObject({ status: 400, description: expect.stringMatching(/"raw" cannot be combined/) });
    expect(await query('r.Spring')).toMatchObject({ status: 400, description: expect.stringMatching(/not a release name/) });
    expect(await query(Array.from({ length: 11 }, (_, i) => `r${i}`).join(','))).toMatchObject({
      status: 400,
      description: expect.stringMatching(/at most 10 entries/),
    });
  });
});

describe('release actions', () => {
  it('publishes every version in one transaction, and a release without versions too', async () => {
    await releaseWithPost('rLaunch', 'post-launch', 'Launched');
    await editor.createVersion({
      releaseId: 'rLaunch',
      publishedId: 'post-glass',
      document: { _type: 'post', title: 'Glass, relaunched' },
    });
    await editor.unpublishVersion({ releaseId: 'rLaunch', publishedId: 'testimonial-1' });
    const createdAt = (await editor.getDocument('post-glass'))?._createdAt;

    const { transactionId } = await editor.releases.publish({ releaseId: 'rLaunch' });
    const [launched, glass, testimonial] = await Promise.all(
      ['post-launch', 'post-glass', 'testimonial-1'].map((id) => t.client.getDocument(id)),
    );
    expect(launched).toMatchObject({ _type: 'post', title: 'Launched', _rev: transactionId });
    expect(glass).toMatchObject({ title: 'Glass, relaunched', _rev: transactionId, _createdAt: createdAt });
    expect(testimonial).toBeUndefined();
    expect(await reader.fetch('*[sanity::partOfRelease("rLaunch")]')).toEqual([]);
    expect(await getRelease('rLaunch')).toMatchObject({
      state: 'published',
      publishedAt: expect.any(String),
      _rev: transactionId,
      finalDocumentStates: expect.arrayContaining([{ id: 'versions.rLaunch.post-launch' }, { id: 'versions.rLaunch.post-glass' }]),
    });

    await editor.releases.create({ releaseId: 'rEmpty', metadata: { releaseType: 'undecided' } });
    await editor.releases.publish({ releaseId: 'rEmpty' });
    expect((await getRelease('rEmpty'))?.state).toBe('published');
  });

  it('archives an active release (its versions go), refuses to publish it, and unarchives it with its versions', async () => {
    await releaseWithPost('rAutumn', 'post-autumn', 'Autumn');
    await editor.releases.archive({ releaseId: 'rAutumn' });
    expect(await reader.getDocument('versions.rAutumn.post-autumn')).toBeUndefined();
    expect((await getRelease('rAutumn'))?.state).toBe('archived');
    const refused = await actionFailure(editor.releases.publish({ releaseId: 'rAutumn' }), 409, 'releaseStateError');
    expect(refused.message).toMatch(/The release "rAutumn" is archived: only an active or scheduled release can be published/);

    await editor.releases.unarchive({ releaseId: 'rAutumn' });
    expect(await getRelease('rAutumn')).toMatchObject({ state: 'active' });
    expect((await getRelease('rAutumn'))?.finalDocumentStates).toBeUndefined();
    expect(await reader.getDocument('versions.rAutumn.post-autumn')).toMatchObject({ title: 'Autumn' });
  });

  it('deletes only an archived or published release', async () => {
    await actionFailure(editor.releases.delete({ releaseId: 'rAutumn' }), 409, 'releaseStateError');
    await editor.releases.archive({ releaseId: 'rAutumn' });
    await editor.releases.delete({ releaseId: 'rAutumn' });
    await editor.releases.delete({ releaseId: 'rLaunch' });
    expect(await getRelease('rAutumn')).toBeUndefined();
    expect(await getRelease('rLaunch')).toBeUndefined();
    await actionFailure(editor.releases.delete({ releaseId: 'rAutumn' }), 409, 'documentNotFoundError');
  });

  it('schedules only a known, active release, for a time to come; a scheduled release locks its documents', async () => {
    const unknown = await actionFailure(
      editor.releases.schedule({ releaseId: 'rNobody', publishAt: inSeconds(60) }),
      409,
      'documentNotFoundError',
    );
    expect(unknown.message).toMatch(/The release "rNobody" does not exist/);
    const past = await actionFailure(
      editor.releases.schedule({ releaseId: 'rSpring', publishAt: inSeconds(-60) }),
      400,
      'invalidActionError',
    );
    expect(past.message).toMatch(/is in the past/);

    const publishAt = inSeconds(3600);
    await editor.releases.schedule({ releaseId: 'rSpring', publishAt });
    expect(await getRelease('rSpring')).toMatchObject({ state: 'scheduled', publishAt });
    await actionFailure(
      editor.createVersion({ releaseId: 'rSpring', publishedId: 'post-glass', document: { _type: 'post', title: 'Late' } }),
      409,
      'releaseStateError',
    );
    await actionFailure(editor.releases.archive({ releaseId: 'rSpring' }), 409, 'releaseStateError');
    await editor.releases.unschedule({ releaseId: 'rSpring' });
    const release = await getRelease('rSpring');
    expect(release?.state).toBe('active');
    expect(release?.publishAt).toBeUndefined();
    await actionFailure(editor.releases.unschedule({ releaseId: 'rSpring' }), 409, 'releaseStateError');
  });

  it('publishes a scheduled release at its time, telling live clients', async () => {
    const tags: SyncTag[] = (await t.client.fetch('*[_id == "post-timed"][0]', {}, { filterResponse: false })).syncTags!;
    await releaseWithPost('rTimed', 'post-timed', 'On time');
    const events = collect<LiveEvent>(t.client.live.events());
    try {
      await events.take((event) => event.type === 'welcome');
      await editor.releases.schedule({ releaseId: 'rTimed', publishAt: inSeconds(1) });
      expect(await t.client.getDocument('post-timed')).toBeUndefined();
      const message = await events.take((event) => event.type === 'message' && event.tags.some((tag) => tags.includes(tag)), 3000);
      expect(message.type).toBe('message');
      expect(await t.client.getDocument('post-timed')).toMatchObject({ title: 'On time' });
      expect((await getRelease('rTimed'))?.state).toBe('published');
    } finally {
      events.stop();
    }
  });
});

describe('scheduled releases across a restart', () => {
  it('publishes at start a release whose time passed while the lake was down, and sets a timer for a later one', async () => {
    const dirs = {
      cache: await mkdtemp(path.join(tmpdir(), 'lake-cache-')),
      data: await mkdtemp(path.join(tmpdir(), 'lake-data-')),
    };
    try {
      const first = await startTestLake({}, dirs);
      const writer = first.client.withConfig({ token: first.lake.writeToken, apiVersion });
      await releaseWithPost('rSoon', 'post-soon', 'Soon', writer);
      await releaseWithPost('rLater', 'post-later', 'Later', writer);
      // rLater is far enough behind rSoon for the second start to finish before it is due.
      const soon = Date.now() + 700;
      const later = soon + 1800;
      await writer.releases.schedule({ releaseId: 'rSoon', publishAt: new Date(soon).toISOString() });
      await writer.releases.schedule({ releaseId: 'rLater', publishAt: new Date(later).toISOString() });
      await first.stop();
      await sleep(soon + 100 - Date.now());

      const second = await startTestLake({}, dirs);
      try {
        expect(await second.client.getDocument('post-soon')).toMatchObject({ title: 'Soon' });
        expect(await second.client.getDocument('post-later')).toBeUndefined();
        const raw = second.client.withConfig({ token: second.lake.readToken, apiVersion });
        expect((await raw.releases.get({ releaseId: 'rLater' }))?.state).toBe('scheduled');
        await sleep(later + 300 - Date.now());
        expect(await second.client.getDocument('post-later')).toMatchObject({ title: 'Later' });
        expect((await raw.releases.get({ releaseId: 'rLater' }))?.state).toBe('published');
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dirs.cache, { recursive: true, force: true });
      await rm(dirs.data, { recursive: true, force: true });
    }
  });
});
