// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { fakeApi } from '@/testing/api-server';
import { arenaDetail } from '@/testing/fixtures/arenas';
import { renderWithApp } from '@/test-utils';
import { arenaPaths } from './api';
import EditArenaPage from './EditArenaPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const rider = { id: 'a0000000-0000-4000-8000-000000000001', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null, role: 'rider' };
const renderEdit = (arenaId: string) => renderWithApp(<Route path="/arenas/:id/edit" component={EditArenaPage} />, { path: `/arenas/${arenaId}/edit` });

describe('EditArenaPage', () => {
  it('opens the arena in the form for the rider who added it and saves the whole form with PUT', async () => {
    const arena = arenaDetail({ name: 'Rockin R', city: 'Dublin', state: 'TX', createdBy: rider.id, footingType: 'Sand', largeRigsFriendly: true });
    const api = fakeApi({
      [`GET ${arenaPaths.detail(arena.id)}`]: () => arena,
      [`PUT ${arenaPaths.detail(arena.id)}`]: ({ body }) => ({ ...arena, ...(body as object) }),
    }, { user: rider });
    const { location } = renderEdit(arena.id);
    const name = (await screen.findByLabelText(/^Arena Name/)) as HTMLInputElement;
    expect(name.value).toBe('Rockin R');
    expect((screen.getByLabelText(/^Footing Type/) as HTMLInputElement).value).toBe('Sand');
    fireEvent.change(name, { target: { value: 'Rocking R Arena' } });
    fireEvent.change(screen.getByLabelText(/^Street Address/), { target: { value: '1 Main St' } });
    fireEvent.change(screen.getByLabelText(/^Zip Code/), { target: { value: '76446' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/arena/${arena.id}`));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Rocking R Arena', city: 'Dublin', state: 'TX', footingType: 'Sand', largeRigsFriendly: true, zipCode: '76446' });
    expect(toastMock).toHaveBeenCalledWith({ title: 'Arena updated' });
  });

  it('says 403 to a rider who may not edit it (claimed by someone else)', async () => {
    const arena = arenaDetail({ createdBy: rider.id, ownerId: 'someone-else' });
    fakeApi({ [`GET ${arenaPaths.detail(arena.id)}`]: () => arena }, { user: rider });
    renderEdit(arena.id);
    expect(await screen.findByText('403: Not allowed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('lets the rider who added it delete it after asking, and goes to the arenas list', async () => {
    const arena = arenaDetail({ createdBy: rider.id, ownerId: null });
    const api = fakeApi({
      [`GET ${arenaPaths.detail(arena.id)}`]: () => arena,
      [`DELETE ${arenaPaths.detail(arena.id)}`]: () => new Response(null, { status: 204 }),
    }, { user: rider });
    const { location } = renderEdit(arena.id);
    const section = await screen.findByRole('region', { name: 'Delete this arena' });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/arenas'));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Arena deleted' });
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('offers no delete once the arena is claimed, even to a moderator editing it', async () => {
    const arena = arenaDetail({ createdBy: rider.id, ownerId: 'owner-1' });
    fakeApi({ [`GET ${arenaPaths.detail(arena.id)}`]: () => arena }, { user: { ...rider, role: 'moderator' } });
    renderEdit(arena.id);
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.queryByRole('region', { name: 'Delete this arena' })).toBeNull();
  });
});
