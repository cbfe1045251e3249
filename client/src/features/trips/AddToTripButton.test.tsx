// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TripSummary } from '@shared/contracts/trips';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { rememberAfterLogin } from '@/features/auth';
import { json, renderWithApp } from '@/test-utils';
import { AddToTripButton } from './AddToTripButton';
import { stubApi } from './fake-api.test-helper';

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
  vi.unstubAllGlobals();
  assign.mockReset();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

const summary = (id: string, name: string, containsItem: boolean): TripSummary => ({
  id, userId: 'u1', name, description: null, startDate: '2026-06-04T12:00:00.000Z', endDate: '2026-06-06T12:00:00.000Z',
  startLocation: null, endLocation: null, notes: null, createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z', itemCounts: { events: containsItem ? 1 : 0, horseHotels: 0, services: 0 }, containsItem,
});
const PICKER_URL = `GET /api/trips?limit=200&itemKind=event&itemId=${EVENT_ID}`;

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
    const calls = stubApi({ [PICKER_URL]: [summary('t1', 'Waco Run', true), summary('t2', 'Abilene Run', false)] });
    renderButton();
    const dialog = await openPicker();
    const held = await within(dialog).findByRole('link', { name: /Waco Run.*Already in this trip/ });
    expect(held.getAttribute('href')).toBe('/trips/t1');
    expect(within(dialog).queryByRole('button', { name: /Waco Run/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Abilene Run/ })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds to a trip, toasts with a link to it, and closes with focus back on the button', async () => {
    const calls = stubApi({
      [PICKER_URL]: [summary('t2', 'Abilene Run', false)],
      'POST /api/trips/t2/events': () => json({ id: 'te1' }, { status: 201 }),
    });
    renderButton();
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Abilene Run/ }));
    await screen.findByText('Added to trip');
    expect(screen.getByText('This item has been added to your trip.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View trip' }).getAttribute('href')).toBe('/trips/t2');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ eventId: EVENT_ID });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to Trip' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to Trip' })));
  });

  it('says plainly, not as a failure, when the trip got the item meanwhile (409)', async () => {
    stubApi({
      [PICKER_URL]: [summary('t2', 'Abilene Run', false)],
      'POST /api/trips/t2/events': () => json({ message: 'This event is already in this trip.' }, { status: 409 }),
    });
    renderButton();
    fireEvent.click(await within(await openPicker()).findByRole('button', { name: /Abilene Run/ }));
    await screen.findByText('Already in this trip');
    expect(screen.queryByText('Error')).toBeNull();
  });

  it("'Create a Trip' makes the trip with the item in it in one request and stays on the page", async () => {
    const calls = stubApi({
      [PICKER_URL]: [summary('t1', 'Waco Run', true)],
      'POST /api/trips': (body: unknown) => json({ ...summary('t9', (body as { name: string }).name, true) }, { status: 201 }),
    });
    const { location } = renderButton();
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create a Trip' }));
    const form = within(dialog).getByRole('form', { name: 'Create a Trip' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/Trip Name/)));
    fireEvent.click(within(form).getByRole('button', { name: 'Create Trip and Add' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(3);

    fireEvent.input(within(form).getByLabelText(/Trip Name/), { target: { value: 'Lubbock Haul' } });
    fireEvent.input(within(form).getByLabelText(/Start Date/), { target: { value: '2026-07-10' } });
    fireEvent.input(within(form).getByLabelText(/End Date/), { target: { value: '2026-07-12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Trip and Add' }));
    await screen.findByText('Added to Lubbock Haul');
    expect(screen.getByRole('link', { name: 'View trip' }).getAttribute('href')).toBe('/trips/t9');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      name: 'Lubbock Haul', description: null, startDate: '2026-07-10T12:00:00.000Z', endDate: '2026-07-12T12:00:00.000Z',
      startLocation: null, endLocation: null, notes: null, item: { kind: 'event', eventId: EVENT_ID },
    });
    expect(location.history?.at(-1)).toBe(`/event/${EVENT_ID}`);
  });

  it('shows to a visitor and leads to log in, back to this page, remembering the tap', async () => {
    stubApi({}, null);
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Trip' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=%2Fevent%2F${EVENT_ID}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem('cloverleaf-after-login')).toContain(`event:${EVENT_ID}`);
  });

  it('opens the dialog by itself once the rider is back signed in, and only once', async () => {
    stubApi({ [PICKER_URL]: [summary('t2', 'Abilene Run', false)] });
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
