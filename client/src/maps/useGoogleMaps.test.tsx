// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/queryClient';
import { fakeApi } from '@/testing/api-server';
import { mapsPaths } from './api';
import { useGoogleMaps } from './useGoogleMaps';

afterEach(cleanup);

function MapsStatus() {
  return <output>{useGoogleMaps().status}</output>;
}

// The loader keeps its state per page load (module): the page that asks comes first.
describe('useGoogleMaps', () => {
  it('is loading until the server has said whether it has a key, then no-key without one', async () => {
    const api = fakeApi({ [`GET ${mapsPaths.config}`]: () => ({ googleMapsApiKey: '' }) });
    render(<QueryClientProvider client={createQueryClient()}><MapsStatus /></QueryClientProvider>);
    expect(screen.getByRole('status').textContent).toBe('loading');
    expect((await screen.findByText('no-key')).textContent).toBe('no-key');
    expect(api.requests.map((request) => request.url.pathname)).toEqual([mapsPaths.config]);
  });

  it("is no-key from the first render when the page came with the server's answer, and asks nothing", () => {
    const api = fakeApi({});
    const queryClient = createQueryClient();
    // What a server-rendered page's state brings (see server-render.tsx).
    queryClient.setQueryData([mapsPaths.config], '');
    render(<QueryClientProvider client={queryClient}><MapsStatus /></QueryClientProvider>);
    expect(screen.getByRole('status').textContent).toBe('no-key');
    expect(api.requests).toEqual([]);
  });
});
