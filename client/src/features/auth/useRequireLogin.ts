import { useEffect } from 'react';
import { useAuth } from './api';
import { redirectToLogin } from './login-redirect';

/**
 * For pages that need a signed-in user (create event, register arena, add horse hotel): once the lookup says
 * signed out, toast 'Authentication Required' with `description` and go to log in after 500 ms.
 * Example description: 'You need to log in to create an event. Redirecting...'
 */
export function useRequireLogin(description: string) {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (!signedOut) return;
    return redirectToLogin('Authentication Required', description);
  }, [signedOut, description]);
  return auth;
}
