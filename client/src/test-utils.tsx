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

/** A JSON response, e.g. `json({ message: 'Nope' }, { status: 409 })` or a page with its `X-Total-Count`. */
export function json(body: unknown, { status = 200, total }: { status?: number; total?: number } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (total !== undefined) headers['X-Total-Count'] = String(total);
  return new Response(JSON.stringify(body), { status, headers });
}

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

type FakeRoute = (request: FakeRequest) => Response | unknown | Promise<Response | unknown>;

/**
 * A stand-in for fetch that answers by 'METHOD /path' (query string ignored for matching; read it from
 * `request.url`). A route returns a Response, or any value to send as JSON 200. Unknown routes get 404, and
 * GET /api/auth/user answers with `user` (401 when null) unless a route overrides it. Every request is recorded.
 */
export function fakeApi(routes: Record<string, FakeRoute>, { user = null }: { user?: object | null } = {}) {
  const requests: FakeRequest[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, url, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route) {
      const answer = await route(request);
      return answer instanceof Response ? answer : json(answer);
    }
    if (method === 'GET' && url.pathname === '/api/auth/user') {
      return user ? json(user) : new Response('Unauthorized', { status: 401 });
    }
    return new Response('Not Found', { status: 404 });
  };
  return { fetch, requests };
}
