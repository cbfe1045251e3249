import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schema';
import { getQueryFn } from '@/lib/api';

/** What GET /api/auth/user returns for the signed-in user. */
export type CurrentUser = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** SPEC 4: loading, then authenticated when the lookup returns a user; a 401 means signed out. Never retried. */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
