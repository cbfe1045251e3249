// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TripSummary } from '@shared/contracts/trips';
import { defaultRoadSettings } from '@/testing/fixtures/trips';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { rememberAfterLogin } from '@/features/auth';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { AddToTripButton } from './AddToTripButton';
import { tripPaths } from './api';

const EVENT_ID = 'e0000000-0000-4000-8000-000000000001';
const originalLocation = window.location;
const assign = vi.fn();

beforeEach(() => {
  Object.defineProperty(window, 'location', {
    configurable: true, value: { ...originalLocation, pathname: `/event/${EVENT_ID}`, search: '', assign },
  });
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  assign.mockReset();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

const summary = (id: string, name: string, containsItem: boolean): TripSummary => ({
  id, userId: 'u1', name, description: null, startDate: '2026-06-04T12:00:00.000Z', endDate: '2026-06-06T12:00:00.000Z',
  startLocation: null, endLocation: null, notes: null, createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z', itemCounts: { events: containsItem ? 1 : 0, horseHotels: 0, services: 0 }, containsItem,
  ...defaultRoadSettings,
});
const rider = { id: 'u1', email: 'rider@example.com' };

/** The picker's request, the first 200 of the rider's trips marked for this event, answered with `trips`. */
const pickerTrips = (trips: TripSummary[]) => ({ url }: FakeRequest) =>
  (url.search === `?limit=200&itemKind=event&itemId=${EVENT_ID}` ? trips : json({ message: 'Not found' }, { status: 404 }));
const PICKER = `GET ${tripPaths.list}`;

function renderButton() {
  return renderWithApp(
    <>
      <AddToTripButton target={{ kind: 'event', eventId: EVENT_ID }} />
      <Toaster />
    </>,
    { path: `/event/${EVENT_ID}` },
  );
}

const openPicker = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Trip' }));
  return screen.findByRole('dialog', { name: 'Add to Trip' });
};

describe('AddToTripButton', () => {
  it('marks a trip that already holds the item, linking to it instead of adding it again', async () => {
    const api = fakeApi({ [PICKER]: pickerTrips([summary('t1', 'Waco Run', true), summary('t2', 'Abilene Run', false)]) }, { user: rider });
    renderButton();
    const dialog = await openPicker();
    const held = await within(dialog).findByRole('link', { name: /Waco Run.*Already in this trip/ });
    expect(held.getAttribute('href')).toBe('/trips/t1');
    expect(within(dialog).queryByRole('button', { name: /Waco Run/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Abilene Run/ })).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds to a trip, toasts with a link to it, and closes with focus back on the button', async () => {
    const api = fakeApi({
      [PICKER]: pickerTrips([summary('t2', 'Abilene Run', false)]),
      [`POST ${tripPaths.item('t2', 'event')}`]: () => json({ id: 'te1' }, { status: 201 }),
    }, { user: rider });
    renderButton();
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Abilene Run/ }));
    await screen.findByText('Added to trip');
    expect(screen.getByText('This item has been added to your trip.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View trip' }).getAttribute('href')).toBe('/trips/t2');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ eventId: EVENT_ID });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to Trip' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to Trip' })));
  });

  it('says plainly, not as a failure, when the trip got the item meanwhile (409)', async () => {
    fakeApi({
      [PICKER]: pickerTrips([summary('t2', 'Abilene Run', false)]),
      [`POST ${tripPaths.item('t2', 'event')}`]: () => json({ message: 'This event is already in this trip.' }, { status: 409 }),
    }, { user: rider });
    renderButton();
    fireEvent.click(await within(await openPicker()).findByRole('button', { name: /Abilene Run/ }));
    await screen.findByText('Already in this trip');
    expect(screen.queryByText('Error')).toBeNull();
  });

  it("'Create a Trip' makes the trip with the item in it in one request and stays on the page", async () => {
    const api = fakeApi({
      [PICKER]: pickerTrips([summary('t1', 'Waco Run', true)]),
      [`POST ${tripPaths.list}`]: ({ body }) => json({ ...summary('t9', (body as { name: string }).name, true) }, { status: 201 }),
    }, { user: rider });
    const { location } = renderButton();
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create a Trip' }));
    const form = within(dialog).getByRole('form', { name: 'Create a Trip' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/Trip Name/)));
    fireEvent.click(within(form).getByRole('button', { name: 'Create Trip and Add' }));
    // The first submit loads the shared schemas (lazyZodResolver): on a busy machine that takes over a second.
    expect(await within(form).findAllByText('Required', undefined, { timeout: 5000 })).toHaveLength(3);

    fireEvent.input(within(form).getByLabelText(/Trip Name/), { target: { value: 'Lubbock Haul' } });
    fireEvent.input(within(form).getByLabelText(/Start Date/), { target: { value: '2026-07-10' } });
    fireEvent.input(within(form).getByLabelText(/End Date/), { target: { value: '2026-07-12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Trip and Add' }));
    await screen.findByText('Added to Lubbock Haul');
    expect(screen.getByRole('link', { name: 'View trip' }).getAttribute('href')).toBe('/trips/t9');
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      name: 'Lubbock Haul', description: null, startDate: '2026-07-10T12:00:00.000Z', endDate: '2026-07-12T12:00:00.000Z',
      startLocation: null, endLocation: null, notes: null, notesPrivate: false, item: { kind: 'event', eventId: EVENT_ID },
    });
    expect(location.history?.at(-1)).toBe(`/event/${EVENT_ID}`);
  });

  it('shows to a visitor and leads to log in, back to this page, remembering the tap', async () => {
    fakeApi({});
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Trip' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=%2Fevent%2F${EVENT_ID}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem('cloverleaf-after-login')).toContain(`event:${EVENT_ID}`);
  });

  it('opens the dialog by itself once the rider is back signed in, and only once', async () => {
    fakeApi({ [PICKER]: pickerTrips([summary('t2', 'Abilene Run', false)]) }, { user: rider });
    rememberAfterLogin('add-to-trip', `event:${EVENT_ID}`);
    renderButton();
    const dialog = await screen.findByRole('dialog', { name: 'Add to Trip' });
    await within(dialog).findByRole('button', { name: /Abilene Run/ });
    expect(window.sessionStorage.getItem('cloverleaf-after-login')).toBeNull();
    cleanup();
    renderButton();
    await screen.findByRole('button', { name: 'Add to Trip' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
