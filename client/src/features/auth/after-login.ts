/**
 * What a signed-out rider asked for (save this event, add this to a trip) before being sent to log in, so the page
 * they come back to can finish it.
 *
 * Kept in sessionStorage, not in the return address: only the rider's own click in this tab can write it, it
 * survives the trip through the login page or an OpenID provider, and no link from elsewhere can make a signed-in
 * rider's page act (a `?then=save` in a URL could be sent to anyone). It is used at most once, only on the page it
 * was asked on, and only for a quarter of an hour.
 */
export type AfterLoginAction = 'save-event' | 'add-to-trip' | 'attend-event';

const STORAGE_KEY = 'cloverleaf-after-login';
export const AFTER_LOGIN_MAX_AGE_MS = 15 * 60 * 1000;

interface PendingAction {
  action: AfterLoginAction;
  /** What the action is about, e.g. the event's id. */
  target: string;
  /** The page's pathname when it was asked. */
  path: string;
  at: number;
}

function forget() {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage refused (private mode, disabled): nothing was kept either
  }
}

function read(): Partial<PendingAction> | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Partial<PendingAction>) : null;
  } catch {
    return null;
  }
}

/** Remembers the action for the current page; a later one replaces it. */
export function rememberAfterLogin(action: AfterLoginAction, target: string, now = Date.now()): void {
  const pending: PendingAction = { action, target, path: window.location.pathname, at: now };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // without storage the rider still returns to the page, and taps again
  }
}

/**
 * True, once, when this action on this target was asked on the current page in the last 15 minutes; the entry is
 * then gone. An expired entry is dropped; one for another page or control is left for its own page.
 */
export function takeAfterLogin(action: AfterLoginAction, target: string, now = Date.now()): boolean {
  const pending = read();
  if (!pending) return false;
  if (typeof pending.at !== 'number' || now < pending.at || now - pending.at > AFTER_LOGIN_MAX_AGE_MS) {
    forget();
    return false;
  }
  if (pending.action !== action || pending.target !== target || pending.path !== window.location.pathname) return false;
  forget();
  return true;
}
