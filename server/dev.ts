/**
 * `npm run dev`: the site from its sources through Vite's dev server, with
 * hot reload, on the embedded lake (or the configured Sanity project). The
 * same server as `npm start` (the same renderer and sender, the same
 * finished documents), with Vite's modules in place of the build's files and
 * every page rendered on request: there is no build and no page store.
 */
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { createSite } from './app.ts';
import { prepare, run, serve } from './lifecycle.ts';

run(async () => {
  const prepared = await prepare();
  const { config, lake, chat } = prepared;
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  serve(createSite({ build, vite: vite.middlewares, config, lake: lake ?? undefined, chatSources: chat.current }), prepared, () =>
    vite.close(),
  );
});
