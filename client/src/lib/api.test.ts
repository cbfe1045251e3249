// @vitest-environment jsdom
// jsdom so that client/src/testing/setup.ts starts the MSW server that answers these requests.
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { apiServer } from '@/testing/api-server';
import { apiRequest, getQueryFn, queryKeyToUrl } from './api';

interface ReceivedRequest {
  method: string;
  /** Path and query string. */
  url: string;
  credentials: RequestCredentials;
  contentType: string | null;
  body: string;
}

/** Answers every API request with `answer()` and returns the requests the fake API received. */
function answerApi(answer: () => Response): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  apiServer.use(http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    received.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      credentials: request.credentials,
      contentType: request.headers.get('Content-Type'),
      body: await request.text(),
    });
    return answer();
  }));
  return received;
}

describe('queryKeyToUrl', () => {
  it('joins key parts with slashes', () => {
    expect(queryKeyToUrl(['/api/trips', 'abc', 'items'])).toBe('/api/trips/abc/items');
    expect(queryKeyToUrl(['/api/events', 42])).toBe('/api/events/42');
  });

  it('appends a later part starting with "?" as the query string', () => {
    expect(queryKeyToUrl(['/api/events', '?userId=u1'])).toBe('/api/events?userId=u1');
    expect(queryKeyToUrl(['/api/arenas', 'a1', '?userId=u1'])).toBe('/api/arenas/a1?userId=u1');
  });

  it('turns object parts into query params, skipping undefined, null and empty strings', () => {
    const url = queryKeyToUrl(['/api/arenas', { state: 'TX', search: '', arenaType: undefined, radiusMiles: 50, x: null }]);
    expect(url).toBe('/api/arenas?state=TX&radiusMiles=50');
  });

  it('merges a "?" part and object params', () => {
    expect(queryKeyToUrl(['/api/events', '?userId=u1', { search: 'fort worth' }])).toBe(
      '/api/events?userId=u1&search=fort+worth',
    );
  });

  it('leaves a bare path alone when no params survive', () => {
    expect(queryKeyToUrl(['/api/events', { search: '' }])).toBe('/api/events');
  });
});

describe('apiRequest', () => {
  it('sends credentials and a JSON body with its content type when there is a payload', async () => {
    const received = answerApi(() => new Response('{"id":"t1"}', { status: 201 }));
    const response = await apiRequest('POST', '/api/trips', { name: 'Summer' });
    expect(await response.json()).toEqual({ id: 't1' });
    expect(received).toEqual([{
      method: 'POST',
      url: '/api/trips',
      credentials: 'include',
      contentType: 'application/json',
      body: '{"name":"Summer"}',
    }]);
  });

  it('sends neither body nor content type without a payload', async () => {
    const received = answerApi(() => new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/trips/t1');
    expect(received).toEqual([{ method: 'DELETE', url: '/api/trips/t1', credentials: 'include', contentType: null, body: '' }]);
  });

  it('throws "{status}: {body text}" on a non-OK response', async () => {
    answerApi(() => new Response('{"message":"Trip not found"}', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/api/trips/x')).rejects.toThrow('404: {"message":"Trip not found"}');
  });

  it('throws "{status}: {statusText}" when the body is empty', async () => {
    answerApi(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('POST', '/api/trips', {})).rejects.toThrow('500: Internal Server Error');
  });
});

describe('getQueryFn', () => {
  const client = new QueryClient();
  const run = (on401: 'returnNull' | 'throw', queryKey: unknown[]) =>
    client.fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }), retry: false, staleTime: 0 });

  it('GETs the URL built from the key, with credentials, and parses JSON', async () => {
    const received = answerApi(() => new Response('[{"id":"e1"}]', { status: 200 }));
    await expect(run('throw', ['/api/events', { state: 'TX' }])).resolves.toEqual([{ id: 'e1' }]);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/events?state=TX', credentials: 'include' });
  });

  it('returns null on 401 with on401 "returnNull"', async () => {
    answerApi(() => new Response('Unauthorized', { status: 401 }));
    await expect(run('returnNull', ['/api/auth/user'])).resolves.toBeNull();
  });

  it('throws "401: Unauthorized" with on401 "throw"', async () => {
    answerApi(() => new Response('Unauthorized', { status: 401 }));
    await expect(run('throw', ['/api/trips'])).rejects.toThrow('401: Unauthorized');
  });
});
