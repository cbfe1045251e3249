import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/queryClient';

/** Renders with a fresh query client and an in-memory router at `path`. */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}

/** Makes GET /api/auth/user answer with `user` (or 401 when null); a never-settling promise when 'pending'. */
export function authFetch(user: object | null | 'pending') {
  return async (url: string) => {
    if (url !== '/api/auth/user') return new Response('Not Found', { status: 404 });
    if (user === 'pending') return new Promise<Response>(() => {});
    if (user === null) return new Response('Unauthorized', { status: 401 });
    return new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
