import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** No retries, never stale, no refetch on focus, no polling. Mutations refresh caches explicitly. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
