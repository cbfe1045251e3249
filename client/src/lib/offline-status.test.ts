// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_AT_TIMING } from './offline-caches';

// The module watches the connection once per page: each test loads it afresh, as a new page would.
const freshStatus = async () => {
  vi.resetModules();
  return import('./offline-status');
};

const navigationWith = (serverTiming: { name: string; description: string }[]) =>
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    (type === 'navigation' ? [{ serverTiming } as unknown as PerformanceEntry] : []));

afterEach(() => { vi.restoreAllMocks(); });

describe('useOfflineStatus', () => {
  it('says a page the service worker served from its cache is a saved copy, with its time, though the phone reports a connection', async () => {
    navigationWith([{ name: 'db', description: '' }, { name: SAVED_AT_TIMING, description: '2026-11-26T18:40:00.000Z' }]);
    const { useOfflineStatus } = await freshStatus();
    const { result } = renderHook(() => useOfflineStatus());
    expect(navigator.onLine).toBe(true);
    expect(result.current.savedAt).toEqual(new Date('2026-11-26T18:40:00.000Z'));

    // The connection comes back: the page's data is live again from here.
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(result.current).toEqual({ online: true, savedAt: null });
  });

  it('says nothing for a page from the network, or with a time it cannot read', async () => {
    navigationWith([{ name: SAVED_AT_TIMING, description: 'yesterday' }]);
    const { useOfflineStatus } = await freshStatus();
    expect(renderHook(() => useOfflineStatus()).result.current).toEqual({ online: true, savedAt: null });

    navigationWith([]);
    const again = await freshStatus();
    expect(renderHook(() => again.useOfflineStatus()).result.current).toEqual({ online: true, savedAt: null });
  });
});
