/**
 * The site with a live-chat provider configured, for chat.spec.ts: a copy of
 * the demo dataset whose siteSettings name a fake provider, that provider
 * (a tiny script server on loopback), and `server/start.ts` on that copy.
 * Stops both when it is stopped.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, symlink, writeFile, copyFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_DIR, CHAT, FAKE_CHAT, SITE_URL } from './servers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const copy = path.join(root, '.cache', 'e2e-chat-dataset');

await rm(copy, { recursive: true, force: true });
await mkdir(copy, { recursive: true });
const lines = (await readFile(path.join(root, 'dataset', 'data.ndjson'), 'utf8')).split('\n').map((line) => {
  if (!line.includes('"_type":"siteSettings"')) return line;
  const doc = JSON.parse(line);
  doc.chat = { provider: 'Fake chat', scriptUrl: `${FAKE_CHAT.url}/chat.js`, accountId: 'e2e', domains: [FAKE_CHAT.url] };
  return JSON.stringify(doc);
});
await writeFile(path.join(copy, 'data.ndjson'), lines.join('\n'));
await copyFile(path.join(root, 'dataset', 'assets.json'), path.join(copy, 'assets.json'));
await symlink(path.join(root, 'dataset', 'images'), path.join(copy, 'images'));
await symlink(path.join(root, 'dataset', 'files'), path.join(copy, 'files'));

const script = `(function () {
  var widget = document.createElement('div');
  widget.id = 'fake-chat';
  widget.textContent = 'Chat with us';
  widget.style.cssText = 'position:fixed;right:16px;bottom:16px;padding:12px;background:#333;color:#fff';
  document.body.appendChild(widget);
  window.__fakeChatLoads = (window.__fakeChatLoads || 0) + 1;
})();`;
const provider = createServer((req, res) => {
  if (req.url?.startsWith('/chat.js')) {
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
    res.end(script);
  } else {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => provider.listen(FAKE_CHAT.port, '127.0.0.1', resolve));

const site = spawn(process.execPath, [path.join(root, 'server', 'start.ts')], {
  cwd: root,
  env: {
    ...process.env,
    BUILD_DIR,
    PORT: String(CHAT.port),
    LAKE_PORT: String(CHAT.lakePort),
    LAKE_DATASET_PATH: copy,
    LAKE_DATA_DIR: path.join(root, '.cache', 'e2e-chat-lake-data'),
    LAKE_CACHE_DIR: path.join(root, '.cache', 'e2e-lake-cache'),
    // Its content differs from the main server's (a chat provider): its pages are kept apart.
    PAGE_STORE_DIR: '.cache/e2e-chat-pages',
    SITE_URL,
    HOST: '127.0.0.1',
    // The fake provider is no known chat provider: the operator allows its origin.
    CHAT_ORIGINS: FAKE_CHAT.url,
  },
  stdio: 'inherit',
});
const stop = () => {
  site.kill('SIGTERM');
  provider.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
site.on('exit', (code) => {
  provider.close();
  process.exit(code ?? 0);
});
