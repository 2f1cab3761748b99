/**
 * The browser modules of each calculator (its own and the calculators' shared
 * kit), read from the client build's manifest (vite.config.ts has Vite write
 * it), so that a tool page's HTML preloads its calculator beside the route's
 * other modules, instead of the page asking for it only once those have run:
 * a round trip more before the page comes alive, half a second on a slow
 * phone. In `npm run dev` and in unit tests there is no build, and the page
 * asks for it as it starts (tool.route.tsx).
 */
import { readFileSync } from 'node:fs';
import type { ToolKind } from './catalogue.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Each calculator's module, as the manifest names it (its source, from the project's root). */
const sources: Record<ToolKind, string> = {
  cost: 'app/tools/cost-tool.tsx',
  fragrance: 'app/tools/fragrance-tool.tsx',
  freight: 'app/tools/freight-tool.tsx',
  inclusion: 'app/tools/inclusion-tool.tsx',
  development: 'app/tools/development-tool.tsx',
};

let manifest: Record<string, ManifestChunk> | null | undefined;

/** The client build beside this server build (build/server/index.js → build/client); none outside a build. */
function readManifest(): Record<string, ManifestChunk> | null {
  try {
    // (Joined, so that Vite does not take the address for an asset of its own to bundle.)
    return JSON.parse(readFileSync(new URL(['..', 'client', '.vite', 'manifest.json'].join('/'), import.meta.url), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return null;
  }
}

/** The tool route's module: what it imports, the page preloads already. */
const route = 'app/tools/tool.route.tsx';

/** A module and every module it imports, by their addresses. */
function withImports(chunks: Record<string, ManifestChunk>, key: string, found = new Set<string>()): Set<string> {
  const chunk = chunks[key];
  if (!chunk || found.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) withImports(chunks, imported, found);
  return found;
}

/** The addresses of the modules the calculator `kind` adds to a tool page; none without a build. */
export function calculatorModules(kind: ToolKind): string[] {
  manifest ??= readManifest();
  if (!manifest) return [];
  const preloaded = withImports(manifest, route);
  return [...withImports(manifest, sources[kind])].filter((href) => !preloaded.has(href));
}
