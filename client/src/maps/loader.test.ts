// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiServer, json } from '@/testing/api-server';
import { fetchMapsApiKey, mapsPaths } from './api';

vi.mock('@googlemaps/js-api-loader', () => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));

type LoaderModule = typeof import('./loader');
type JsApiLoader = typeof import('@googlemaps/js-api-loader');

/** The config requests the fake API received in this test. */
let configRequests: Request[];

/** A fresh loader (its once-per-page state) and the mocked js-api-loader it uses. */
async function freshLoader(): Promise<{ loader: LoaderModule; jsApi: JsApiLoader }> {
  vi.resetModules();
  const jsApi = await import('@googlemaps/js-api-loader');
  vi.mocked(jsApi.setOptions).mockReset();
  vi.mocked(jsApi.importLibrary).mockReset();
  return { loader: await import('./loader'), jsApi };
}

function answerConfig(answer: () => Response) {
  apiServer.use(http.get(mapsPaths.config, ({ request }) => {
    configRequests.push(request);
    return answer();
  }));
}

const configWith = (body: unknown, status = 200) => answerConfig(() => json(body, { status }));

beforeEach(() => {
  configRequests = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (window as { google?: unknown }).google;
  delete (window as { gm_authFailure?: unknown }).gm_authFailure;
});

describe('fetchMapsApiKey', () => {
  it("asks GET /api/config with the rider's cookies and answers its key", async () => {
    configWith({ googleMapsApiKey: ' test-key ' });
    expect(await fetchMapsApiKey()).toBe('test-key');
    expect(configRequests).toHaveLength(1);
    expect(new URL(configRequests[0].url).pathname).toBe(mapsPaths.config);
    expect(configRequests[0].method).toBe('GET');
    expect(configRequests[0].credentials).toBe('include');
  });

  it.each([
    ['an empty key', () => configWith({ googleMapsApiKey: '' })],
    ['a server error', () => configWith({ message: 'boom' }, 500)],
    ['a network error', () => answerConfig(() => HttpResponse.error())],
    ['a body without a key', () => configWith({})],
  ])('answers no key for %s', async (_, arrange) => {
    arrange();
    expect(await fetchMapsApiKey()).toBe('');
  });
});

describe('loadGoogleMaps', () => {
  it('stays offline without a key, once per page load, and never loads the script', async () => {
    const { loader, jsApi } = await freshLoader();
    expect(loader.getMapsState().status).toBe('loading');
    const [first, second] = await Promise.all([loader.loadGoogleMaps(''), loader.loadGoogleMaps('')]);
    expect(first).toEqual({ status: 'no-key', maps: null });
    expect(second).toBe(first);
    expect(loader.getMapsState().status).toBe('no-key');
    expect(jsApi.setOptions).not.toHaveBeenCalled();
  });

  it('loads maps, marker, places and routes with the key, then is ready with window.google.maps', async () => {
    const { loader, jsApi } = await freshLoader();
    const namespace = { Map: class {} };
    vi.mocked(jsApi.importLibrary).mockImplementation(async () => {
      (window as unknown as { google: unknown }).google = { maps: namespace };
      return {} as never;
    });
    const listener = vi.fn();
    loader.subscribeToMapsState(listener);
    const state = await loader.loadGoogleMaps('test-key');
    expect(state.status).toBe('ready');
    expect(state.maps).toBe(namespace);
    expect(jsApi.setOptions).toHaveBeenCalledWith({ key: 'test-key', v: 'weekly' });
    expect(vi.mocked(jsApi.importLibrary).mock.calls.map(([library]) => library)).toEqual(['maps', 'marker', 'places', 'routes']);
    expect(listener).toHaveBeenCalled();
  });

  it('fails when the script errors', async () => {
    const { loader, jsApi } = await freshLoader();
    vi.mocked(jsApi.importLibrary).mockRejectedValue(new Error('The Google Maps JavaScript API could not load.'));
    expect(await loader.loadGoogleMaps('test-key')).toEqual({ status: 'failed', maps: null });
  });

  it('gives up after 10 seconds', async () => {
    const { loader, jsApi } = await freshLoader();
    vi.mocked(jsApi.importLibrary).mockReturnValue(new Promise(() => {}));
    vi.useFakeTimers();
    const result = loader.loadGoogleMaps('test-key');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(loader.getMapsState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).status).toBe('failed');
  });

  it('switches to failed when Google rejects the key after loading', async () => {
    const { loader, jsApi } = await freshLoader();
    vi.mocked(jsApi.importLibrary).mockImplementation(async () => {
      (window as unknown as { google: unknown }).google = { maps: { Map: class {} } };
      return {} as never;
    });
    expect((await loader.loadGoogleMaps('bad-key')).status).toBe('ready');
    (window as unknown as { gm_authFailure: () => void }).gm_authFailure();
    expect(loader.getMapsState()).toEqual({ status: 'failed', maps: null });
  });
});
