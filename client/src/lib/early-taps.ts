/**
 * The app's side of client/src/early-taps.js, the inline script that holds taps made before the page answers: the
 * tap it held, and finding its control again once the page has hydrated.
 */

/** A tap the inline script held: the control, and where it sat in #root with its tag and name. */
export interface EarlyTap {
  element: Element;
  /** Element child indexes from #root to the control. */
  path: number[];
  tagName: string;
  /** The control's aria-label, or else its text. */
  name: string;
}

declare global {
  interface Window {
    /** Set by the inline script (absent in unit tests and wherever index.html is not the page). */
    __cloverleafEarlyTaps?: { take(): EarlyTap | null };
  }
}

const nameOf = (element: Element) => element.getAttribute('aria-label') || element.textContent?.trim() || '';

/**
 * The control to click for a held tap: the same node when hydration kept it (React reuses the server's nodes), or
 * else the node at the same place with the same tag and name (a part hydration had to render anew); null when the
 * page no longer shows that control.
 */
export function findTappedControl(tap: EarlyTap, root: Element): HTMLElement | null {
  if (tap.element.isConnected) return tap.element instanceof HTMLElement ? tap.element : null;
  let node: Element | undefined = root;
  for (const index of tap.path) node = node?.children[index];
  const same = node instanceof HTMLElement && node.tagName === tap.tagName && nameOf(node) === tap.name;
  return same ? node as HTMLElement : null;
}

/**
 * Takes the tap the inline script held (it stops holding taps then) and clicks its control once; `onLost` is told
 * when the control is gone, so the rider can be told the tap did nothing.
 */
export function replayEarlyTap(onLost: () => void) {
  const tap = window.__cloverleafEarlyTaps?.take();
  if (!tap) return;
  const control = findTappedControl(tap, document.getElementById('root') ?? document.body);
  if (control) control.click();
  else onLost();
}
