/**
 * `npm start`: checks the configuration, starts the embedded content lake
 * when no Sanity project is configured, builds the site if there is no build
 * yet, and serves it.
 */
// Before anything else is loaded (see the module).
import './production-mode.ts';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { buildApp, buildPaths } from './build-app.ts';
import { prepare, run, serve } from './lifecycle.ts';

run(async () => {
  const prepared = await prepare();
  const { config, lake, chat } = prepared;
  const { serverBuildFile, clientDir } = buildPaths(config.buildDir);
  if (!existsSync(serverBuildFile)) {
    console.log('No build yet: building the site (about a minute)…');
    await buildApp(process.env);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  serve(createApp({ build, clientDir, config, lake: lake ?? undefined, chatSources: chat.current }), prepared);
});
