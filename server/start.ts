/**
 * `npm start`: checks the configuration, starts the embedded content lake
 * when no Sanity project is configured, builds the site if there is no build
 * yet, and serves it.
 */
// Before anything else is loaded (see the module).
import { operatorSaidProduction } from './production-mode.ts';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { accessLog } from './access-log.ts';
import { createSite } from './app.ts';
import { buildApp, buildPaths, root } from './build-app.ts';
import { prepare, run, serve } from './lifecycle.ts';
import { followLiveUpdates } from './live-updates.ts';
import { limitStores } from './rate-limit-store.ts';
import { buildEntry, createRenderer } from './render.ts';
import { followMoves, MovedPages } from './moved-pages.ts';
import path from 'node:path';
import { openPageStore } from './site-pages.ts';
import { cachePurge, redisPeers } from './cache-purge.ts';
import { createPurger } from './purge.ts';
import { createContentClient } from '../app/sanity/client.server.ts';

run(async () => {
  const prepared = await prepare(operatorSaidProduction);
  const { config, lake, chat } = prepared;
  const { serverBuildFile, clientDir } = buildPaths(config.buildDir);
  if (!existsSync(serverBuildFile)) {
    console.log('No build yet: building the site (about a minute)…');
    await buildApp(process.env);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const log = (line: string) => console.log(line);
  // One renderer for the pages kept in the store and those made for a request (server/render.ts).
  const render = createRenderer(build);
  // A cache in front (CACHE_PURGE): a kept page that changes is purged from it once it is in the store.
  const purger = config.purge ? createPurger(config.purge) : undefined;
  const purge = purger ? cachePurge(purger, { peers: config.redisUrl ? redisPeers(config.redisUrl) : null, log }) : undefined;
  const store = await openPageStore(build, config, log, render, purge?.changed);
  // Published changes re-render the pages that showed them; pages not kept yet are rendered in the background.
  const live = followLiveUpdates(createContentClient(config.content, { perspective: 'published' }), store, log);
  // No page kept under this build and configuration: a deploy. Once this build has made its pages, the cache in front
  // forgets the others' (they may name script files this build no longer has).
  const deployed = store.size === 0;
  void store.fill().then(() => {
    log(`Page store: ${store.size} pages kept rendered`);
    if (deployed) purge?.everything(store.fingerprint);
  });
  // A published page that moves leaves a redirect behind (moved-pages.ts): looked at on every change, and now.
  const writer = config.content.writeToken ? createContentClient(config.content, { token: config.content.writeToken }) : null;
  const moved = writer
    ? new MovedPages({
        addresses: buildEntry(build).documentAddresses,
        // Beside the page store (its folder holds one folder of pages per build and configuration, and nothing else).
        file: `${path.resolve(root, config.pageStoreDir)}.moved-pages.json`,
        write: async (redirect) => void (await writer.createIfNotExists(redirect)),
        log,
      })
    : null;
  // Heard as the live follower reads: published documents only, with the site's read access (its writer may only write).
  const moves = moved ? followMoves(createContentClient(config.content, { perspective: 'published' }), moved, log) : null;
  if (moved) {
    store.onInvalidate(() => void moved.check());
    void moved.check();
  }
  const limits = limitStores(config.redisUrl);
  // One line per request, written in batches (server/access-log.ts).
  const site = createSite({
    build,
    clientDir,
    config,
    lake: lake ?? undefined,
    chatSources: chat.current,
    store,
    render,
    limits,
    purger,
    log: accessLog(),
  });
  serve(site, prepared, async () => {
    live.stop();
    moves?.stop();
    store.close();
    await Promise.all([limits.close(), purge?.close()]);
  });
});
