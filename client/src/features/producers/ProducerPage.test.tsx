// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import type { ProducerView } from '@shared/contracts/producers';
import { fakeApi, json, noContent, type FakeRequest } from '@/testing/api-server';
import { eventItem, rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { producerPaths } from './api';
import ProducerPage from './ProducerPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const producer: ProducerView = {
  id: 'c0000000-0000-4000-8000-000000000001', name: 'Cross Timbers Barrel Racing', bio: 'Jackpots since 1998.',
  email: 'entries@crosstimbers.example.com', phone: '(940) 555-0101', website: 'https://crosstimbers.example.com',
  logoUrl: null, coverImage: 'https://images.example.com/cover.jpg', userId: null, createdAt: '2024-01-01T00:00:00.000Z',
  eventCount: 1, isFollowing: false, producerFollowId: null,
};

/** The producer and its events. */
const producerRoutes = {
  [`GET ${producerPaths.detail(producer.id)}`]: () => producer,
  'GET /api/events': ({ url }: FakeRequest) => (url.searchParams.get('producerId') === producer.id
    ? json([eventItem({ name: 'Producer Jackpot' })], { total: 1 })
    : json({ message: 'Not found' }, { status: 404 })),
};

const renderPage = (id = producer.id) =>
  renderWithApp(<Route path="/producer/:id" component={ProducerPage} />, { path: `/producer/${id}` });

describe('ProducerPage', () => {
  it('shows the producer, contact links and upcoming events; no follow button for visitors', async () => {
    fakeApi(producerRoutes);
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: producer.name })).toBeTruthy();
    expect(screen.getByText('1 upcoming event')).toBeTruthy();
    expect(screen.getByText('Jackpots since 1998.')).toBeTruthy();
    expect(screen.getByText('CR')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Website/ }).getAttribute('href')).toBe(producer.website);
    expect(screen.getByRole('link', { name: producer.email! }).getAttribute('href')).toBe(`mailto:${producer.email}`);
    expect(screen.getByRole('link', { name: producer.phone! }).getAttribute('href')).toBe('tel:9405550101');
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
    expect(await screen.findByRole('link', { name: 'Producer Jackpot' })).toBeTruthy();
    // Everything, the visitor's account lookup included, has answered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('follows and unfollows for a signed-in rider', async () => {
    const follows: FakeRequest[] = [];
    const unfollows: FakeRequest[] = [];
    fakeApi({
      ...producerRoutes,
      'POST /api/event-producer-follows': (request) => {
        follows.push(request);
        return json({ id: 'f0000000-0000-4000-8000-000000000007', userId: rider.id, producerId: producer.id }, { status: 201 });
      },
      'DELETE /api/event-producer-follows/f0000000-0000-4000-8000-000000000007': (request) => {
        unfollows.push(request);
        return noContent();
      },
    }, { user: rider });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: producer.name });
    const follow = await screen.findByRole('button', { name: `Follow ${producer.name}` }, { timeout: 3000 });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(follow.textContent).toContain('Following');
    expect(toastMock).toHaveBeenCalledWith({ title: 'Following event producer' });
    expect(follows[0].body).toEqual({ producerId: producer.id });

    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('false'));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Unfollowed event producer' });
    expect(unfollows).toHaveLength(1);
  });

  it('says "Event producer not found" for a missing producer', async () => {
    const missing = 'c0000000-0000-4000-8000-00000000ffff';
    fakeApi({ [`GET ${producerPaths.detail(missing)}`]: () => json({ message: 'Event producer not found' }, { status: 404 }) });
    renderPage(missing);
    expect(await screen.findByText('Event producer not found')).toBeTruthy();
  });

  it('shows an error with a retry when loading fails', async () => {
    fakeApi({ [`GET ${producerPaths.detail(producer.id)}`]: () => new Response('boom', { status: 500 }) });
    renderPage();
    expect(await screen.findByText('We could not load this event producer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
