// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem } from '@shared/contracts/notifications';
import { fakeApi } from '@/testing/api-server';
import { rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { notificationPaths } from './api';
import { NotificationBell } from './NotificationBell';

afterEach(cleanup);

const notification = (id: string, title: string, readAt: string | null): NotificationItem => ({
  id, kind: 'event_comment', title, body: 'See you there', linkPath: `/event/${id}`,
  actor: { id: 'u2', name: 'Kelsey Rhodes', avatar: null }, createdAt: new Date(Date.now() - 3_600_000).toISOString(), readAt,
});

describe('NotificationBell', () => {
  it('shows the unread count, lists the newest in its panel and marks them all read', async () => {
    let unread = 2;
    const items = [notification('n1', 'Kelsey Rhodes commented on Friday Night Barrels', null), notification('n2', 'Older news', null)];
    const api = fakeApi({
      [`GET ${notificationPaths.unreadCount}`]: () => ({ count: unread }),
      [`GET ${notificationPaths.list}`]: () => items,
      [`POST ${notificationPaths.read}`]: () => {
        unread = 0;
        items.forEach((item) => { item.readAt = new Date().toISOString(); });
        return { count: 0 };
      },
    }, { user: rider });
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications panel' });
    const link = await within(panel).findByRole('link', { name: /Kelsey Rhodes commented on Friday Night Barrels/ });
    expect(link.getAttribute('href')).toBe('/event/n1');
    expect(link.textContent).toContain('Unread:');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({});
    expect(within(panel).getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it('asks a visitor to log in', async () => {
    fakeApi({}, { user: null });
    renderWithApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toMatch(/^\/api\/login|^\/login/);
  });
});
