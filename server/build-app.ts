import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** `build/`, or BUILD_DIR (relative to the project) when set. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR?.trim() || 'build');
export const serverBuildFile = path.join(buildDir, 'server', 'index.js');
export const clientDir = path.join(buildDir, 'client');

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
