import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, queryKeyToUrl } from './api';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const fetchMock = mockFetch(new Response('{"id":"t1"}', { status: 201 }));
    const response = await apiRequest('POST', '/api/trips', { name: 'Summer' });
    expect(await response.json()).toEqual({ id: 't1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/trips', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Summer"}',
    });
  });

  it('sends neither body nor content type without a payload', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/trips/t1');
    expect(fetchMock).toHaveBeenCalledWith('/api/trips/t1', { method: 'DELETE', credentials: 'include' });
  });

  it('throws "{status}: {body text}" on a non-OK response', async () => {
    mockFetch(new Response('{"message":"Trip not found"}', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/api/trips/x')).rejects.toThrow('404: {"message":"Trip not found"}');
  });

  it('throws "{status}: {statusText}" when the body is empty', async () => {
    mockFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('POST', '/api/trips', {})).rejects.toThrow('500: Internal Server Error');
  });
});

describe('getQueryFn', () => {
  const client = new QueryClient();
  const run = (on401: 'returnNull' | 'throw', queryKey: unknown[]) =>
    client.fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }), retry: false, staleTime: 0 });

  it('GETs the URL built from the key, with credentials, and parses JSON', async () => {
    const fetchMock = mockFetch(new Response('[{"id":"e1"}]', { status: 200 }));
    await expect(run('throw', ['/api/events', { state: 'TX' }])).resolves.toEqual([{ id: 'e1' }]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/events?state=TX');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('returns null on 401 with on401 "returnNull"', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(run('returnNull', ['/api/auth/user'])).resolves.toBeNull();
  });

  it('throws "401: Unauthorized" with on401 "throw"', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(run('throw', ['/api/trips'])).rejects.toThrow('401: Unauthorized');
  });
});
