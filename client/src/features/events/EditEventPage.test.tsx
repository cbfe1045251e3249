// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { EventListItem } from '@shared/contracts/events';
import { fakeApi } from '@/testing/api-server';
import { eventItem, rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { eventPaths } from './api';
import EditEventPage from './EditEventPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

function serve(event: EventListItem, updatedCount = 1) {
  const api = fakeApi({
    [`GET ${eventPaths.detail(event.id)}`]: () => event,
    [`PATCH ${eventPaths.detail(event.id)}`]: () => ({ event, updatedCount }),
    [`GET ${eventPaths.arenas}`]: () => [event.arena],
  }, { user: rider });
  const patches = () => api.requests.filter((request) => request.method === 'PATCH').map((request) => request.body);
  return { api, patches };
}

const renderEdit = (event: EventListItem) => renderWithApp(<Route path="/events/:id/edit" component={EditEventPage} />, { path: `/events/${event.id}/edit` });

describe('EditEventPage', () => {
  it('starts from the event, on its arena\'s clocks, and sends only what changed', async () => {
    // 8:00 PM CDT on April 10 is 01:00 UTC on April 11.
    const event = eventItem({ createdBy: rider.id, entriesCloseAt: '2026-04-11T01:00:00.000Z', lateFee: '10.00' });
    const { patches } = serve(event);
    const { location } = renderEdit(event);
    expect(((await screen.findByLabelText('Entries close')) as HTMLInputElement).value).toBe('2026-04-10T20:00');
    expect((screen.getByLabelText(/Start time/) as HTMLInputElement).value).toBe('19:00');
    fireEvent.change(screen.getByLabelText('Late fee ($)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patches()).toEqual([{ lateFee: '20.00', time: '6:30 PM' }]));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/event/${event.id}`));
  });

  it('deletes the event after asking, and goes to the events list', async () => {
    const event = eventItem({ createdBy: rider.id });
    const routes = fakeApi({
      [`GET ${eventPaths.detail(event.id)}`]: () => event,
      [`GET ${eventPaths.arenas}`]: () => [event.arena],
      [`DELETE ${eventPaths.detail(event.id)}`]: () => new Response(null, { status: 204 }),
    }, { user: rider });
    const { location } = renderEdit(event);
    const section = await screen.findByRole('region', { name: 'Delete this event' });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete' }));
    expect(within(section).getByText('Delete this event?')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/events'));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Event deleted' });
    expect(routes.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('cancels the event with a reason', async () => {
    const event = eventItem({ createdBy: rider.id });
    const { patches } = serve(event);
    renderEdit(event);
    fireEvent.change(await screen.findByLabelText('Event status'), { target: { value: 'cancelled' } });
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Arena flooded' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'cancelled', statusReason: 'Arena flooded' }]));
  });

  it('asks whether a change to a series is for this date or this and every later one', async () => {
    const event = eventItem({ createdBy: rider.id, seriesId: 's0000000-0000-4000-8000-000000000001', series: { frequency: 'weekly', until: '2026-08-28' } });
    const { patches } = serve(event, 4);
    renderEdit(event);
    fireEvent.change(await screen.findByLabelText(/Start time/), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'This and later events' }));
    await waitFor(() => expect(patches()).toEqual([{ time: '6:00 PM', scope: 'series' }]));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Event Updated', description: '4 dates of the series were changed.' }));
  });

  it('refuses deadlines after the start before sending anything', async () => {
    const event = eventItem({ createdBy: rider.id, date: '2026-06-06T00:00:00.000Z' });
    const { patches } = serve(event);
    renderEdit(event);
    fireEvent.change(await screen.findByLabelText('Entries close'), { target: { value: '2026-06-06T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Entries must close before the event starts')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('tells another rider they cannot edit it', async () => {
    const event = eventItem({ createdBy: 'someone-else' });
    serve(event);
    renderEdit(event);
    expect(await screen.findByText('Only the rider who posted this event can edit it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});
