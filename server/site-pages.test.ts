import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../app/env.server.ts';
import { fingerprintOf, SHAPING_MODULES } from './site-pages.ts';

const config = readConfig({ SANITY_PROJECT_ID: 'abc123', SITE_URL: 'https://www.example.com' });

/** The modules a module imports at run time (not `import type`), as written. */
async function runtimeImports(file: string): Promise<string[]> {
  const source = await readFile(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gm)].map((match) => match[1]!);
}

describe("the page store's key", () => {
  it("names every server module a kept page passes through: the listed modules' own imports in server/ are listed too", async () => {
    const listed = new Set(SHAPING_MODULES);
    /** Imports in server/ that make nothing of a page, each with why. */
    const shapeNothing: Record<string, string> = {
      './build-app.ts': 'where the build lies (its files are in the key themselves), and how a build is made',
    };
    for (const file of SHAPING_MODULES) {
      for (const specifier of await runtimeImports(file)) {
        if (!specifier.startsWith('./') || specifier in shapeNothing) continue;
        expect(listed, `${path.basename(file)} imports ${specifier}`).toContain(path.resolve(path.dirname(file), specifier));
      }
    }
  });

  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-pages-'));
    await mkdir(path.join(dir, 'server', 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'server', 'index.js'), 'export const build = 1;');
    await writeFile(path.join(dir, 'server', 'assets', 'chunk.js'), 'export const chunk = 1;');
    await writeFile(path.join(dir, 'render.ts'), 'export const render = 1;');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const key = () => fingerprintOf(path.join(dir, 'server'), config, [path.join(dir, 'render.ts')]);

  it('changes with any file of the server build, any shaping module, or a setting that shows in a page', async () => {
    const first = key();
    expect(key(), 'the same code, the same key').toBe(first);
    await writeFile(path.join(dir, 'server', 'assets', 'chunk.js'), 'export const chunk = 2;');
    const second = key();
    expect(second).not.toBe(first);
    await writeFile(path.join(dir, 'render.ts'), 'export const render = 2;');
    const third = key();
    expect(third).not.toBe(second);
    expect(
      fingerprintOf(path.join(dir, 'server'), { ...config, siteUrl: 'https://other.example.com' }, [path.join(dir, 'render.ts')]),
    ).not.toBe(third);
  });

  it('does not change with where the project lies (a copy of the same code keeps its pages)', async () => {
    const here = key();
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'site-pages-copy-'));
    try {
      await mkdir(path.join(elsewhere, 'server', 'assets'), { recursive: true });
      for (const file of ['server/index.js', 'server/assets/chunk.js', 'render.ts'])
        await writeFile(path.join(elsewhere, file), await readFile(path.join(dir, file)));
      expect(fingerprintOf(path.join(elsewhere, 'server'), config, [path.join(elsewhere, 'render.ts')])).toBe(here);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
