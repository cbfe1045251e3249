import { toast } from '@/hooks/use-toast';

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
/** SPEC 9: the pause between the toast and the navigation to log in. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** True for errors from apiRequest/getQueryFn on a 401 response ('401: Unauthorized', '401: {"message":"Unauthorized"}'). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** Shows a destructive toast, then navigates to log in after 500 ms. Returns a function that cancels the navigation. */
export function redirectToLogin(title: string, description: string): () => void {
  toast({ title, description, variant: 'destructive' });
  const timer = setTimeout(() => {
    window.location.href = LOGIN_URL;
  }, LOGIN_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * SPEC 8: for a mutation's onError. On a 401 it toasts 'Unauthorized' / 'You are logged out. Logging in again...',
 * redirects to log in and returns true; otherwise returns false so the caller shows its own message.
 */
export function handleUnauthorizedError(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin('Unauthorized', 'You are logged out. Logging in again...');
  return true;
}
