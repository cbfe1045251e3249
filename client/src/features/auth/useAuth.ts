import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schema';
import { getQueryFn } from '@/lib/api';

/** What GET /api/auth/user returns for the signed-in user. */
export type CurrentUser = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

const authUserQuery = {
  queryKey: AUTH_USER_QUERY_KEY,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
  retry: false,
} as const;

/** SPEC 4: loading, then authenticated when the lookup returns a user; a 401 means signed out. Never retried. */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>(authUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/**
 * For a tap made while the lookup is still under way (a page the server did not render): resolves to whether the
 * rider is signed in, joining the lookup in flight, so the tap takes effect once that is known.
 */
export function useSignedInCheck(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(async () => (await queryClient.fetchQuery<CurrentUser | null>(authUserQuery)) !== null, [queryClient]);
}
