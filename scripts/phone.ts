/**
 * Lighthouse's phone (slow 4G: 1.6 Mbps down, 150 ms round trip; the CPU 4× slower) as Chrome's own throttling applies
 * it, through the DevTools protocol: Lighthouse's figures for DevTools, whose latency is added once a request
 * (562.5 ms) and stands for the round trips of a connection's set-up as well. The interactivity bench, the waterfall
 * and the works-from-first-paint spec all put a page on this phone.
 */
import type { Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';

const slow4G = throttling.mobileSlow4G;

/** `Network.emulateNetworkConditions`'s parameters. */
export const PHONE_NETWORK = {
  offline: false,
  latency: slow4G.requestLatencyMs,
  downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
};

/** `Emulation.setCPUThrottlingRate`'s rate. */
export const PHONE_CPU_RATE = slow4G.cpuSlowdownMultiplier;

/** Puts a Playwright page on the phone (its network and CPU), through a DevTools session it returns for further use. */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_RATE });
  return cdp;
}
