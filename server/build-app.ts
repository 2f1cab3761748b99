import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Where a build lives: BUILD_DIR (relative to the project, default `build/`), its server bundle and its browser files. */
export function buildPaths(buildDir: string) {
  const dir = path.resolve(root, buildDir);
  return { buildDir: dir, serverBuildFile: path.join(dir, 'server', 'index.js'), clientDir: path.join(dir, 'client') };
}

/** Runs `react-router build` (which prerenders every page from the content) with the given environment. */
export function buildApp(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`react-router build exited with ${code}`))));
  });
}
