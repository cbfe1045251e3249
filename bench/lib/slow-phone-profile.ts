import type { CDPSession } from 'playwright-core';

/**
 * Issue 16's slow phone: 400 ms latency and 400 kbps each way, the CPU slowed 4x, a 390 x 844 touch screen. The
 * bench measures time to interactive with it (slow-phone.ts), and the e2e suite taps pages before they are ready.
 */
export const SLOW_PHONE = {
  latencyMs: 400,
  downloadKbps: 400,
  uploadKbps: 400,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

/** Applies the slow phone's network and CPU to a page, through Chromium's DevTools protocol (before it navigates). */
export async function emulateSlowPhone(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}
