/**
 * The site's page store: the renderer (the build, addressed on the public
 * origin), the pages the content defines, and the store's key: everything that
 * shapes a kept page or shows in one. That is the server build (the app, its
 * document and what finishes it: app/document.server.ts), the server's own
 * modules a page passes through on its way into the store, and the settings
 * that show in a page (the public origin, the content project). Each is read
 * from what runs, so a start with other code or another configuration never
 * serves pages made under the old, and no number is kept by hand.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { SiteConfig } from '../app/env.server.ts';
import { buildPaths, root } from './build-app.ts';
import { dataPath, PageStore, type PageStoreOptions } from './page-store.ts';
import { buildEntry, createRenderer, PUBLIC, type Renderer } from './render.ts';

/**
 * The server modules a kept page is made, kept and compressed by (their imports within server/ included: a unit test
 * holds the list to that).
 */
export const SHAPING_MODULES = ['render.ts', 'page-store.ts', 'send-page.ts', 'site-pages.ts'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

/** Every file of a server build, in a stable order. */
function buildFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The key of the pages made by this server build (its folder), these shaping modules and this configuration. */
export function fingerprintOf(serverBuildDir: string, config: SiteConfig, shaping: readonly string[] = SHAPING_MODULES): string {
  const hash = createHash('sha256');
  for (const file of buildFiles(serverBuildDir)) hash.update(path.relative(serverBuildDir, file)).update(readFileSync(file));
  for (const file of shaping) hash.update(path.basename(file)).update(readFileSync(file));
  const { projectId, dataset, embedded } = config.content;
  hash.update(JSON.stringify({ siteUrl: config.siteUrl, projectId, dataset, embedded }));
  return hash.digest('hex').slice(0, 16);
}

/** Renders the pages of the store: each address as a visitor with nothing of their own would ask for it. */
export function storeRenderer(render: Renderer, origin: string) {
  return (pagePath: string, variant: 'html' | 'data') =>
    render(
      new Request(new URL(variant === 'data' ? dataPath(pagePath) : pagePath, origin), {
        headers: { Accept: variant === 'data' ? '*/*' : 'text/html' },
      }),
      PUBLIC,
    );
}

/** Opens the page store of this build and configuration, with the pages kept on disk. */
export async function openPageStore(
  build: ServerBuild,
  config: SiteConfig,
  log: (line: string) => void,
  render: Renderer = createRenderer(build),
  onChange?: PageStoreOptions['onChange'],
): Promise<PageStore> {
  const store = new PageStore({
    dir: path.resolve(root, config.pageStoreDir),
    fingerprint: fingerprintOf(path.dirname(buildPaths(config.buildDir).serverBuildFile), config),
    render: storeRenderer(render, config.siteUrl),
    knownPaths: buildEntry(build).knownPagePaths,
    concurrency: config.renderConcurrency,
    log,
    onChange,
  });
  await store.load();
  return store;
}
