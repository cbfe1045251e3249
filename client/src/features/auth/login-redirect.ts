import { safeReturnPath } from '@shared/return-path';
import { toast } from '@/hooks/use-toast';
import { apiErrorStatus } from '@/lib/api-error';
import { LOGIN_URL } from './api';

/** The pause between the toast and the navigation to log in. */
const LOGIN_REDIRECT_DELAY_MS = 500;

/** The log-in address naming the page to come back to once logged in (a same-site path only; anything else is dropped). */
export function loginUrl(returnPath: string | undefined): string {
  const path = safeReturnPath(returnPath);
  return path && path !== '/' ? `${LOGIN_URL}?returnTo=${encodeURIComponent(path)}` : LOGIN_URL;
}

/** The page the rider is on, as a return path. */
export const currentPagePath = () => `${window.location.pathname}${window.location.search}`;

/** True for an API answer of 401: the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return apiErrorStatus(error) === 401;
}

/** Navigates anyway when no toast area is mounted to report the toast shown. */
const TOAST_NOT_SHOWN_FALLBACK_MS = 3_000;

/**
 * Shows a destructive toast, then navigates to log in 500 ms after the toast is on screen, so a busy phone still
 * gives the rider the full half second to read it. Returns a function that cancels the navigation.
 */
export function redirectToLogin(title: string, description: string): () => void {
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;
  const goToLogin = () => {
    window.location.href = loginUrl(currentPagePath());
  };
  const startCountdown = () => {
    if (redirectTimer !== undefined) return;
    clearTimeout(fallbackTimer);
    redirectTimer = setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
  };
  const fallbackTimer = setTimeout(goToLogin, TOAST_NOT_SHOWN_FALLBACK_MS);
  toast({ title, description, variant: 'destructive', onShown: startCountdown });
  return () => {
    clearTimeout(fallbackTimer);
    clearTimeout(redirectTimer);
  };
}

/**
 * For a mutation's onError. On a 401 it toasts 'Unauthorized' / 'You are logged out. Logging in again...',
 * redirects to log in and returns true; otherwise returns false so the caller shows its own message.
 */
export function handleUnauthorizedError(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin('Unauthorized', 'You are logged out. Logging in again...');
  return true;
}
