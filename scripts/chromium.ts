/**
 * Debian's Chromium (`apt-get install chromium`; no tool downloads its own
 * browser), and the flags every headless launch here uses: no sandbox (a
 * container), no GPU, and nothing that reaches the internet on its own.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's build of the same Chromium as the old headless shell (`apt-get install chromium-headless-shell`): the same
 * Blink and V8 without the browser's own layer, which is what Playwright runs headless by default. The browser tests
 * use it: it took about 15 % less time and CPU than the full browser over the same specs (docs/decisions/0041). The
 * audit, the benches and the screenshots keep the full browser, the one a visitor runs.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
