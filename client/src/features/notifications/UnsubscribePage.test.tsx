// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApi, json } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { notificationPaths } from './api';
import UnsubscribePage from './UnsubscribePage';

afterEach(cleanup);

describe('UnsubscribePage', () => {
  it('asks first, then stops the emails the link names, without logging in', async () => {
    const api = fakeApi({ [`POST ${notificationPaths.unsubscribe}`]: () => ({ stopped: 'new_photos', label: 'New photos' }) });
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe?token=abc.new_photos.sig' });
    expect(screen.getByRole('heading', { level: 1, name: 'Stop these emails?' })).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText(/no more emails about new photos/)).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ token: 'abc.new_photos.sig' });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says so when the link is not valid', async () => {
    fakeApi({
      [`POST ${notificationPaths.unsubscribe}`]: () => json({ message: 'This unsubscribe link is not valid', errors: [] }, { status: 400 }),
    });
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe?token=forged' });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid');
  });

  it('offers no button for a link without its token', () => {
    fakeApi({});
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toBe('This unsubscribe link is not valid');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
