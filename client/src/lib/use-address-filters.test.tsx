// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { EVENT_RADIUS, parseRadius, validRadius } from './radius';
import { useAddressFilters, type AddressFilterRules } from './use-address-filters';

afterEach(() => { vi.useRealTimers(); });

interface Filters { search: string; radius: string }

const rules: AddressFilterRules<Filters> = {
  fromSearch: (search) => {
    const params = new URLSearchParams(search);
    return { search: params.get('q') ?? '', radius: String(parseRadius(params.get('radius') ?? '50', EVENT_RADIUS)) };
  },
  toSearch: (filters) => new URLSearchParams({ q: filters.search, radius: filters.radius }).toString(),
  typed: ['search', 'radius'],
  accept: { radius: (typed) => validRadius(typed, EVENT_RADIUS)?.toString() ?? null },
  toQuery: (filters) => ({ search: filters.search, radiusMiles: filters.radius }),
  isActive: (filters) => filters.search !== '',
  cleared: () => ({ search: '', radius: '50' }),
};

function renderFilters(path = '/events') {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router>;
  return { ...renderHook(() => useAddressFilters(rules), { wrapper }), location };
}

describe('useAddressFilters', () => {
  it('applies a typed radius after the pause, and keeps the last valid one while the box holds something else', () => {
    vi.useFakeTimers();
    const { result } = renderFilters();
    expect(result.current.applied.radius).toBe('50');
    act(() => result.current.update({ radius: '25' }));
    expect(result.current.applied.radius).toBe('50');
    act(() => { vi.advanceTimersByTime(300); });
    expect(result.current.applied.radius).toBe('25');
    expect(result.current.queryParams.radiusMiles).toBe('25');
    for (const typed of ['', '4', '25.5']) {
      act(() => result.current.update({ radius: typed }));
      act(() => { vi.advanceTimersByTime(300); });
      expect(result.current.applied.radius).toBe('25');
      expect(result.current.filters.radius).toBe(typed);
    }
    // Leaving the box settles "4" to 10, which then applies.
    act(() => result.current.update({ radius: String(parseRadius('4', EVENT_RADIUS)) }));
    act(() => { vi.advanceTimersByTime(300); });
    expect(result.current.applied.radius).toBe('10');
  });

  it('starts from the page address, settled, and writes the applied filters back to it', () => {
    vi.useFakeTimers();
    const { result, location } = renderFilters('/events?q=rodeo&radius=abc');
    expect(result.current.applied).toEqual({ search: 'rodeo', radius: '50' });
    act(() => result.current.update({ search: 'jackpot' }));
    act(() => { vi.advanceTimersByTime(300); });
    expect(location.history.at(-1)).toBe('/events?q=jackpot&radius=50');
  });
});
