import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/users';
import type { loginSchema, RegisterInput } from '@shared/validation';
import type { z } from 'zod';
import { apiRequest, getQueryFn } from '@/lib/api';

/** Log in with no way back named: the server falls back on the Referer, else the home page. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** The sign-in API the app calls (the two above are pages the browser goes to). */
export const authPaths = {
  currentUser: '/api/auth/user',
  /** Built-in email + password accounts, when no OpenID Connect provider is configured. */
  logIn: '/api/auth/login',
  register: '/api/auth/register',
} as const;

export const authKeys = {
  currentUser: [authPaths.currentUser],
} as const;

/** Who is signed in: the user, or null when the lookup answers 401. Never retried. */
const currentUserQuery = () => queryOptions<CurrentUser | null>({
  queryKey: authKeys.currentUser,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
  retry: false,
});

/** Loading, then authenticated when the lookup returns a user; a 401 means signed out. */
export function useAuth() {
  const { data, isLoading } = useQuery(currentUserQuery());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/**
 * For a tap made while the lookup is still under way (a page the server did not render): resolves to whether the
 * rider is signed in, joining the lookup in flight, so the tap takes effect once that is known.
 */
export function useSignedInCheck(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(async () => (await queryClient.fetchQuery(currentUserQuery())) !== null, [queryClient]);
}

/** Built-in accounts: log in or register; the answer sets the session cookie. Throws an ApiError on refusal. */
export const logInWithPassword = (values: z.output<typeof loginSchema>) => apiRequest('POST', authPaths.logIn, values);
export const registerAccount = (values: RegisterInput) => apiRequest('POST', authPaths.register, values);
