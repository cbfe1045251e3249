/** Kept again at most this often while the app is open online (and whenever the connection returns). */
export const KEEP_EVERY_MS = 15 * 60_000;
const KEPT_AT_KEY = 'cloverleaf-offline-kept-at';

export const markKept = () => localStorage.setItem(KEPT_AT_KEY, String(Date.now()));

/** Whether it is time to keep again (never kept, or longer ago than KEEP_EVERY_MS). */
export function dueForKeeping(now = Date.now()): boolean {
  const keptAt = Number(localStorage.getItem(KEPT_AT_KEY) ?? 0);
  return !keptAt || now - keptAt > KEEP_EVERY_MS;
}

export const forgetKeptTime = () => localStorage.removeItem(KEPT_AT_KEY);
