import type { Browser, CDPSession } from 'playwright-core';

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
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

const SLOW_NETWORK = {
  offline: false,
  latency: SLOW_PHONE.latencyMs,
  downloadThroughput: (SLOW_PHONE.downloadKbps * 1000) / 8,
  uploadThroughput: (SLOW_PHONE.uploadKbps * 1000) / 8,
};

/**
 * The page's emulation does not reach its service worker: a page the worker fetches (network first) would arrive
 * at loopback speed. This gives the worker of `origin` (the only one running: each run has its own browser context)
 * the same network, through the browser's DevTools session and the worker's own target (Playwright opens sessions
 * for pages only). Chromium slows no worker's CPU ("only supported for pages"), so the worker's own code runs at full
 * speed. Returns a function that detaches, which ends the emulation.
 */
export async function emulateSlowNetworkInServiceWorker(browser: Browser, origin: string): Promise<() => Promise<void>> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter((target) => target.type === 'service_worker' && target.url.startsWith(origin));
  if (workers.length !== 1) throw new Error(`expected one service worker of ${origin}, found ${workers.length}`);
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: workers[0].targetId, flatten: false });
  const answers = new Map<number, (message: { error?: { message: string } }) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; error?: { message: string } };
    if (message.id !== undefined) answers.get(message.id)?.(message);
  });
  let lastId = 0;
  const send = async (method: string, params: object) => {
    const id = ++lastId;
    const answered = new Promise<{ error?: { message: string } }>((resolve) => {
      answers.set(id, resolve);
      setTimeout(() => resolve({ error: { message: 'no answer in 10 s' } }), 10_000).unref();
    });
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    const answer = await answered;
    if (answer.error) throw new Error(`service worker ${method}: ${answer.error.message}`);
  };
  await send('Network.enable', {});
  await send('Network.emulateNetworkConditions', SLOW_NETWORK);
  return () => cdp.detach();
}
