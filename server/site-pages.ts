/**
 * The site's page store: its renderer (the build, addressed on the public
 * origin), the pages the content defines, and the fingerprint of everything
 * that shows in a page (the build, the public origin, the content project),
 * so a start with another configuration never serves pages made under the old.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { SiteConfig } from '../app/env.server.ts';
import { knownPagePaths } from '../app/seo/site-paths.server.ts';
import { buildPaths, root } from './build-app.ts';
import { createBootstrapDeferrer } from './defer-bootstrap.ts';
import { createAssetReader, createStyleInliner } from './inline-styles.ts';
import { createPageRenderer } from './page-renderer.ts';
import { PageStore } from './page-store.ts';

/** Raised whenever the server finishes stored pages differently (inlined styles, the deferred bootstrap). */
const FINISHING = 4;

export function fingerprintOf(build: ServerBuild, config: SiteConfig): string {
  const { projectId, dataset, embedded } = config.content;
  const shown = { build: build.assets.version, finishing: FINISHING, siteUrl: config.siteUrl, projectId, dataset, embedded };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 16);
}

/**
 * How the build's pages are finished before they are sent, stored or rendered
 * per request: they paint before anything else, their CSS inline
 * (server/inline-styles.ts), their scripts after the first paint
 * (server/defer-bootstrap.ts).
 */
export function createPageFinisher(config: SiteConfig): (html: string) => string {
  const readAsset = createAssetReader(path.resolve(root, buildPaths(config.buildDir).clientDir));
  const inlineStyles = createStyleInliner(readAsset);
  const deferBootstrap = createBootstrapDeferrer(readAsset);
  return (html) => deferBootstrap(inlineStyles(html));
}

/** Opens the page store of this build and configuration, with the pages kept on disk. */
export async function openPageStore(
  build: ServerBuild,
  config: SiteConfig,
  log: (line: string) => void,
  finishPage = createPageFinisher(config),
): Promise<PageStore> {
  const store = new PageStore({
    dir: path.resolve(root, config.pageStoreDir),
    fingerprint: fingerprintOf(build, config),
    render: createPageRenderer(build, config.siteUrl, finishPage),
    knownPaths: knownPagePaths,
    concurrency: config.renderConcurrency,
    log,
  });
  await store.load();
  return store;
}
