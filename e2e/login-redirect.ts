import type { Page } from 'playwright-core';

/**
 * Opens `path` signed out and follows the redirect to log in, measuring inside the page how long `message` was on
 * screen before the page left (-1: never shown), so a busy test machine's polling does not blur the half second.
 */
export async function toastMsBeforeLogin(page: Page, path: string, message: string): Promise<number> {
  await page.addInitScript(({ text, watchedPath }) => {
    if (location.pathname !== watchedPath) return;
    let shownAt = 0;
    new MutationObserver(() => {
      if (!shownAt && document.body?.innerText.includes(text)) shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
    addEventListener('beforeunload', () => {
      sessionStorage.setItem('toastOnScreenMs', String(shownAt ? performance.now() - shownAt : -1));
    });
  }, { text: message, watchedPath: path });
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  return Number(await page.evaluate(() => sessionStorage.getItem('toastOnScreenMs')));
}
