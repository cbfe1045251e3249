import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { rememberAfterLogin, takeAfterLogin, type AfterLoginAction } from './after-login';
import { currentPagePath, loginUrl } from './login-redirect';

/** The log-in address coming back to the page being shown (the same in the server render and in the browser). */
export function useLoginUrl(): string {
  const [path] = useLocation();
  const search = useSearch();
  return loginUrl(search ? `${path}?${search}` : path);
}

/**
 * For a control a visitor may tap (Save, Add to Trip): a function that remembers the action and goes to log in,
 * coming back to this page, where `useFinishAfterLogin` with the same action and target completes it.
 */
export function useLoginFirst(action: AfterLoginAction, target: string): () => void {
  return useCallback(() => {
    rememberAfterLogin(action, target);
    window.location.assign(loginUrl(currentPagePath()));
  }, [action, target]);
}

/** Once the rider is signed in, runs `finish` if they tapped this action on this page before logging in. */
export function useFinishAfterLogin(action: AfterLoginAction, target: string, signedIn: boolean, finish: () => void) {
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });
  useEffect(() => {
    if (signedIn && takeAfterLogin(action, target)) finishRef.current();
  }, [signedIn, action, target]);
}
