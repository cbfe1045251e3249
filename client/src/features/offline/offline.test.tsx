// @vitest-environment jsdom
// jsdom so that client/src/testing/setup.ts starts the MSW server; IndexedDB is fake-indexeddb's.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_OUTDATED_MESSAGE, CLIENT_OUTDATED_STATUS } from '@shared/contracts/offline';
import { apiServer } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { SAVED_AT_HEADER } from '@/lib/offline-caches';
import { apiRequest, getQueryFn } from '@/lib/api';
import { outbox } from '@/lib/outbox';
import { OfflineBar } from './OfflineBar';
import { UpdatePrompt } from './UpdatePrompt';
import { keepForOffline } from './keep-for-offline';
import { offlineBannerText, waitingText } from './offline-text';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await outbox().clear();
});

describe('offline texts', () => {
  it('says when the shown data was saved: the time today, the day before that', () => {
    const today = new Date();
    today.setHours(18, 40, 0, 0);
    expect(offlineBannerText(today)).toBe("You're offline - showing what was saved at 6:40 PM");
    expect(offlineBannerText(new Date(2026, 10, 20, 9, 5))).toBe("You're offline - showing what was saved on Nov 20 at 9:05 AM");
    expect(offlineBannerText(null)).toBe("You're offline - showing what was saved on this phone");
    expect(waitingText(1)).toBe('1 change waiting to send');
    expect(waitingText(3)).toBe('3 changes waiting to send');
  });
});

describe('OfflineBar', () => {
  it('shows the banner with no connection, with the time of the oldest saved answer the page read', async () => {
    renderWithApp(<OfflineBar />);
    expect(screen.queryByRole('status')).toBeNull();
    const savedAt = new Date();
    savedAt.setHours(18, 40, 0, 0);
    apiServer.use(http.get('/api/trips', () => HttpResponse.json([], { headers: { [SAVED_AT_HEADER]: savedAt.toISOString() } })));
    act(() => setOnline(false));
    await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/trips'], signal: new AbortController().signal } as never);
    await screen.findByText("You're offline - showing what was saved at 6:40 PM");
    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByText(/You're offline/)).toBeNull());
  });

  it('lists the writes waiting to send, and a refused one with its reason, Try again and Dismiss', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await outbox().setRider('rider-1');
    await outbox().send({ kind: 'comment', method: 'POST', url: '/api/events/e1/comments', body: { commentText: 'Dry' }, label: 'Comment on Spring Fling', refresh: [] });
    await outbox().send({ kind: 'save-event', method: 'POST', url: '/api/saved-events', body: { eventId: 'e2' }, label: 'Save Fall Classic', refresh: [] });
    renderWithApp(<OfflineBar />);
    fireEvent.click(await screen.findByRole('button', { name: /2 changes waiting to send/ }));
    expect(screen.getByText('Comment on Spring Fling')).toBeTruthy();
    expect(screen.getAllByText('Waiting to send')).toHaveLength(2);

    // Back online, the server refuses the comment (its event was deleted) and takes the save.
    apiServer.use(
      http.post('/api/events/e1/comments', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.post('/api/saved-events', () => HttpResponse.json({ id: 's1' }, { status: 201 })),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(() => outbox().flush());
    expect(await screen.findByText('Not sent: Not found')).toBeTruthy();
    expect(screen.queryByText('Save Fall Classic')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Comment on Spring Fling')).toBeNull());
  });
});

describe('UpdatePrompt', () => {
  it('asks to reload when the server says this app is older than its API (426)', async () => {
    apiServer.use(http.post('/api/saved-events', () => HttpResponse.json({ message: CLIENT_OUTDATED_MESSAGE }, { status: CLIENT_OUTDATED_STATUS })));
    renderWithApp(<UpdatePrompt />);
    expect(screen.queryByText('A new version is ready')).toBeNull();
    await act(() => apiRequest('POST', '/api/saved-events', { eventId: 'e1' }).catch(() => undefined));
    expect(await screen.findByText('A new version is ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('keepForOffline', () => {
  it("asks for the rider's saved events and trips, each trip's items, plan and events, and the arenas and hotels they name", async () => {
    const asked: string[] = [];
    const record = (response: object) => ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname);
      return HttpResponse.json(response);
    };
    apiServer.use(
      http.get('/api/saved-events', record([{ eventId: 'e1' }])),
      http.get('/api/trips', record([{ id: 't1' }])),
      http.get('/api/trips/t1', record({ id: 't1' })),
      http.get('/api/trips/t1/items', record({ events: [{ eventId: 'e2' }], horseHotels: [{ horseHotelId: 'h1' }], services: [] })),
      http.get('/api/trips/t1/itinerary', record({ stops: [] })),
      http.get('/api/events/:id', ({ params, request }) => record({ id: params.id, arenaId: `a-${params.id as string}`, imageUrl: null })({ request })),
      http.get('/api/arenas/:id', record({ photos: [] })),
      http.get('/api/horse-hotels/:id', record({ photos: [] })),
    );
    const kept = await keepForOffline();
    expect(asked.sort()).toEqual([
      '/api/arenas/a-e1', '/api/arenas/a-e2', '/api/events/e1', '/api/events/e2', '/api/horse-hotels/h1', '/api/saved-events',
      '/api/trips', '/api/trips/t1', '/api/trips/t1/items', '/api/trips/t1/itinerary',
    ]);
    // Home, calendar, trips, events; the trip; two events, two arenas and the hotel.
    expect(kept.pages).toBe(10);
  });
});
