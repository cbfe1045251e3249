// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import type { ProducerView } from '@shared/contracts/producers';
import { renderWithApp } from '@/test-utils';
import { eventItem, jsonResponse, requestsTo, rider, stubFetch, type FakeRoute } from '@/features/events/test-events';
import ProducerPage from './ProducerPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastMock.mockClear();
});

const producer: ProducerView = {
  id: 'c0000000-0000-4000-8000-000000000001', name: 'Cross Timbers Barrel Racing', bio: 'Jackpots since 1998.',
  email: 'entries@crosstimbers.example.com', phone: '(940) 555-0101', website: 'https://crosstimbers.example.com',
  logoUrl: null, coverImage: 'https://images.example.com/cover.jpg', userId: null, createdAt: '2024-01-01T00:00:00.000Z',
  eventCount: 1, isFollowing: false, producerFollowId: null,
};

function producerApi(more: FakeRoute = () => undefined): FakeRoute {
  return async (url, init) => {
    const answer = await more(url, init);
    if (answer) return answer;
    if (url.pathname === `/api/event-producers/${producer.id}`) return jsonResponse(producer);
    if (url.pathname === '/api/events' && url.searchParams.get('producerId') === producer.id) {
      return jsonResponse([eventItem({ name: 'Producer Jackpot' })], { total: 1 });
    }
    return undefined;
  };
}

const renderPage = (id = producer.id) =>
  renderWithApp(<Route path="/producer/:id" component={ProducerPage} />, { path: `/producer/${id}` });

describe('ProducerPage', () => {
  it('shows the producer, contact links and upcoming events; no follow button for visitors', async () => {
    stubFetch(null, producerApi());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: producer.name })).toBeTruthy();
    expect(screen.getByText('1 upcoming event')).toBeTruthy();
    expect(screen.getByText('Jackpots since 1998.')).toBeTruthy();
    expect(screen.getByText('CR')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Website/ }).getAttribute('href')).toBe(producer.website);
    expect(screen.getByRole('link', { name: producer.email! }).getAttribute('href')).toBe(`mailto:${producer.email}`);
    expect(screen.getByRole('link', { name: producer.phone! }).getAttribute('href')).toBe('tel:9405550101');
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
    expect(await screen.findByRole('link', { name: 'Producer Jackpot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('follows and unfollows for a signed-in rider', async () => {
    const fetchMock = stubFetch(rider, producerApi((url, init) => {
      if (url.pathname === '/api/event-producer-follows' && init?.method === 'POST') {
        return jsonResponse({ id: 'f0000000-0000-4000-8000-000000000007', userId: rider.id, producerId: producer.id }, { status: 201 });
      }
      if (url.pathname.startsWith('/api/event-producer-follows/') && init?.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: producer.name });
    const follow = await screen.findByRole('button', { name: `Follow ${producer.name}` }, { timeout: 3000 });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(follow.textContent).toContain('Following');
    expect(toastMock).toHaveBeenCalledWith({ title: 'Following event producer' });
    expect(JSON.parse(String(requestsTo(fetchMock, '/api/event-producer-follows', 'POST')[0].init!.body)))
      .toEqual({ producerId: producer.id });

    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('false'));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Unfollowed event producer' });
    expect(requestsTo(fetchMock, '/api/event-producer-follows/f0000000-0000-4000-8000-000000000007', 'DELETE')).toHaveLength(1);
  });

  it('says "Event producer not found" for a missing producer', async () => {
    stubFetch(null, (url) => (url.pathname.startsWith('/api/event-producers/') ? jsonResponse({ message: 'Event producer not found' }, { status: 404 }) : undefined));
    renderPage('c0000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByText('Event producer not found')).toBeTruthy();
  });

  it('shows an error with a retry when loading fails', async () => {
    stubFetch(null, (url) => (url.pathname.startsWith('/api/event-producers/') ? new Response('boom', { status: 500 }) : undefined));
    renderPage();
    expect(await screen.findByText('We could not load this event producer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
