/**
 * `npm run dev`: the site from its sources through Vite's dev server, with
 * hot reload, on the embedded lake (or the configured Sanity project). Every
 * page is rendered on request: there is no build and nothing prerendered.
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
