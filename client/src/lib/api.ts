import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { API_VERSION, API_VERSION_HEADER, CLIENT_OUTDATED_STATUS } from '@shared/contracts/offline';
import { markClientOutdated } from './app-update';
import { noteResponseAge } from './offline-status';

type QueryParamValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryParamValue | QueryParamValue[]>;

/**
 * A non-OK answer from the API: its HTTP status and its body (the API's JSON `{ message, errors? }`, parsed when it
 * is JSON, else the text). The message stays `${status}: ${body text}` for logs and for tests that read it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, bodyText: string) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(bodyText);
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Headers every request to the API carries: the API version this app was built against. */
export const apiHeaders = (): Record<string, string> => ({ [API_VERSION_HEADER]: String(API_VERSION) });

export async function throwIfNotOk(response: Response): Promise<void> {
  noteResponseAge(response);
  if (response.ok) return;
  if (response.status === CLIENT_OUTDATED_STATUS) markClientOutdated();
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, bodyText || response.statusText);
}

/**
 * Sends a request with the session cookie. A JSON body (and its Content-Type) is sent only when there is a
 * payload; FormData goes as multipart. Throws on any non-OK response; returns the Response otherwise.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: apiHeaders() };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...apiHeaders(), 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}

function appendParam(params: URLSearchParams, key: string, value: QueryParamValue): void {
  if (value === undefined || value === null || value === '') return;
  params.append(key, value instanceof Date ? value.toISOString() : String(value));
}

/**
 * Builds the request URL from a query key:
 *   ['/api/trips', id, 'items']              -> /api/trips/{id}/items
 *   ['/api/events', '?userId=1']             -> /api/events?userId=1
 *   ['/api/arenas', { state: 'TX', q: '' }]  -> /api/arenas?state=TX   (undefined, null and '' are skipped)
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  queryKey.forEach((part, index) => {
    if (part === undefined || part === null) return;
    if (typeof part === 'string' && index > 0 && part.startsWith('?')) {
      new URLSearchParams(part.slice(1)).forEach((value, key) => params.append(key, value));
    } else if (typeof part === 'object') {
      for (const [key, value] of Object.entries(part as QueryParams)) {
        if (Array.isArray(value)) value.forEach((item) => appendParam(params, key, item));
        else appendParam(params, key, value);
      }
    } else {
      segments.push(String(part));
    }
  });
  const path = segments.join('/');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The react-query query function: GET the URL built from the key and parse JSON (204 gives null). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal, headers: apiHeaders() });
    if (options.on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    if (response.status === 204) return null as T;
    return (await response.json()) as T;
  };
}
