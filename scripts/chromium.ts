/**
 * Debian's Chromium (`apt-get install chromium`; no tool downloads its own
 * browser), and the flags every headless launch here uses: no sandbox (a
 * container), no GPU, and nothing that reaches the internet on its own.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
