import { http } from 'msw';
import { setupServer } from 'msw/node';
import { TOTAL_CAPPED_HEADER } from '@shared/contracts/paging';

/**
 * The one fake of the API in component tests: an MSW server intercepting fetch (client/src/testing/setup.ts starts
 * it for jsdom tests, resets its handlers after each test and fails a test on any request nobody answers).
 */
export const apiServer = setupServer(
  // Unless a test says otherwise, the rider is a signed-out visitor.
  http.get('/api/auth/user', () => new Response('Unauthorized', { status: 401 })),
);

/** A JSON response, e.g. `json({ message: 'Nope' }, { status: 409 })` or a page with its `X-Total-Count`. */
export function json(body: unknown, { status = 200, total, totalCapped = false }: {
  status?: number; total?: number; totalCapped?: boolean;
} = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (total !== undefined) headers['X-Total-Count'] = String(total);
  if (totalCapped) headers[TOTAL_CAPPED_HEADER] = 'true';
  return new Response(JSON.stringify(body), { status, headers });
}

export const noContent = () => new Response(null, { status: 204 });

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

type FakeRoute = (request: FakeRequest) => Response | unknown | Promise<Response | unknown>;

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  return undefined;
}

/**
 * Answers the API by 'METHOD /path' (the query string is not matched; read it from `request.url`). A route returns
 * a Response, or any value to send as JSON 200. Unknown API paths get 404, and GET /api/auth/user answers with
 * `user` (401 when null; a request that never settles when 'pending') unless a route overrides it. Every request
 * is recorded in `requests`.
 */
export function fakeApi(routes: Record<string, FakeRoute>, { user = null }: { user?: object | null | 'pending' } = {}) {
  const requests: FakeRequest[] = [];
  apiServer.use(http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const fake = { method, url, body: await readBody(request) };
    requests.push(fake);
    const route = routes[`${method} ${url.pathname}`];
    if (route) {
      const answer = await route(fake);
      return answer instanceof Response ? answer : json(answer);
    }
    if (method === 'GET' && url.pathname === '/api/auth/user') {
      if (user === 'pending') return new Promise<Response>(() => {});
      return user ? json(user) : new Response('Unauthorized', { status: 401 });
    }
    return json({ message: 'Not found' }, { status: 404 });
  }));
  return { requests };
}
