// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGIN_URL, rememberAfterLogin } from '@/features/auth';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { eventItem, rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { SaveEventButton } from './SaveEventButton';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

const event = eventItem({ name: 'Friday Barrels' });
const originalLocation = window.location;
const assign = vi.fn();

beforeEach(() => {
  Object.defineProperty(window, 'location', {
    configurable: true, value: { ...originalLocation, pathname: `/event/${event.id}`, search: '?from=home', assign },
  });
});

afterEach(() => {
  cleanup();
  toastMock.mockClear();
  assign.mockReset();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

/** Signed in, saves answered; returns the saves POSTed and the whole record of requests. */
function savesAnswered() {
  const saves: FakeRequest[] = [];
  const api = fakeApi({
    'POST /api/saved-events': (request) => {
      saves.push(request);
      return json({ id: 'f0000000-0000-4000-8000-000000000009', userId: rider.id, eventId: event.id }, { status: 201 });
    },
  }, { user: rider });
  return { saves, requests: api.requests };
}

describe('SaveEventButton', () => {
  it('shows a visitor the heart; a tap goes to log in and back to this page, remembering the save', async () => {
    fakeApi({});
    renderWithApp(<SaveEventButton event={event} />, { path: `/event/${event.id}` });
    // Tapped before the account lookup answers: it waits for the answer, then goes to log in.
    fireEvent.click(screen.getByRole('button', { name: 'Save Friday Barrels' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${LOGIN_URL}?returnTo=${encodeURIComponent(`/event/${event.id}?from=home`)}`));
    expect(window.sessionStorage.getItem('cloverleaf-after-login')).toContain(event.id);
  });

  it('saves the event once the rider is back signed in, once', async () => {
    const { saves } = savesAnswered();
    rememberAfterLogin('save-event', event.id);
    renderWithApp(<SaveEventButton event={event} />, { path: `/event/${event.id}` });
    const heart = screen.getByRole('button', { name: 'Save Friday Barrels' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Event saved' });
    cleanup();
    renderWithApp(<SaveEventButton event={event} />, { path: `/event/${event.id}` });
    await screen.findByRole('button', { name: 'Save Friday Barrels' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves).toHaveLength(1);
  });

  it('leaves an event saved meanwhile saved: the remembered tap never unsaves', async () => {
    const { requests } = savesAnswered();
    rememberAfterLogin('save-event', event.id);
    renderWithApp(
      <SaveEventButton event={{ ...event, isSaved: true, savedEventId: 'f0000000-0000-4000-8000-000000000001' }} />,
      { path: `/event/${event.id}` },
    );
    await waitFor(() => expect(window.sessionStorage.getItem('cloverleaf-after-login')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save Friday Barrels' }).getAttribute('aria-pressed')).toBe('true');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('keeps the button enabled (not `disabled`) while saving, so keyboard focus stays on it', async () => {
    let answer!: (response: Response) => void;
    fakeApi({ 'POST /api/saved-events': () => new Promise<Response>((resolve) => { answer = resolve; }) }, { user: rider });
    renderWithApp(<SaveEventButton event={event} />, { path: `/event/${event.id}` });
    const heart = screen.getByRole('button', { name: 'Save Friday Barrels' }) as HTMLButtonElement;
    await waitFor(() => expect(heart.getAttribute('title')).toBe('Save event'));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBe('true'));
    expect(heart.disabled).toBe(false);
    answer(json({ id: 'f0000000-0000-4000-8000-000000000009', userId: rider.id, eventId: event.id }, { status: 201 }));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('aria-disabled')).toBeNull();
  });
});
