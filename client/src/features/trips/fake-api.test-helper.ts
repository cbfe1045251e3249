import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = unknown | ((body: unknown) => unknown);

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs fetch with answers keyed 'METHOD /url' (query string included). A handler returns a Response or a value
 * sent as JSON; unknown requests answer 404. Signed in as `user` unless it is null. Records every call.
 */
export function stubApi(handlers: Record<string, Handler>, user: object | null = { id: 'u1', email: 'rider@example.com' }) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    calls.push({ method, url, body });
    if (url === '/api/auth/user') return user ? json(user) : new Response('Unauthorized', { status: 401 });
    const key = `${method} ${url}`;
    if (!(key in handlers)) return json({ message: 'Not found' }, 404);
    const handler = handlers[key];
    const result = typeof handler === 'function' ? (handler as (body: unknown) => unknown)(body) : handler;
    return result instanceof Response ? result : json(result);
  }));
  return calls;
}

export const noContent = () => new Response(null, { status: 204 });
