// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { arenaItem } from '@/testing/fixtures/arenas';
import { renderWithApp } from '@/test-utils';
import { arenaPaths } from './api';
import RegisterArenaPage from './RegisterArenaPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));
const redirectMock = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('@/features/auth/login-redirect', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth/login-redirect')>()),
  redirectToLogin: redirectMock,
}));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
  redirectMock.mockClear();
});

const rider = { id: 'a0000000-0000-4000-8000-000000000001', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };

const arenaPosts = (api: { requests: FakeRequest[] }) =>
  api.requests.filter((request) => request.method === 'POST' && request.url.pathname === arenaPaths.list);

/** A field by the start of its label (required labels end with an asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillRequired() {
  await screen.findByLabelText('Arena Name', { exact: false });
  type('Arena Name', 'Rio Arena');
  type('Street Address', '1 Main St');
  type('City', 'Waco');
  type('State', 'tx');
  type('Zip Code', '76705');
}

describe('RegisterArenaPage', () => {
  it('sends a signed-out visitor to log in with the message saying so', async () => {
    fakeApi({});
    renderWithApp(<RegisterArenaPage />, { path: '/arenas/create' });
    expect(screen.getByRole('heading', { level: 1, name: 'Register Your Arena' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(redirectMock).toHaveBeenCalledWith('Authentication Required', 'You need to log in to register an arena. Redirecting...'));
    expect(screen.queryByLabelText('Arena Name', { exact: false })).toBeNull();
  });

  it('asks for the required fields with the Missing Information toast', async () => {
    const api = fakeApi({}, { user: rider });
    renderWithApp(<RegisterArenaPage />, { path: '/arenas/create' });
    await screen.findByLabelText('Arena Name', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Register Arena' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive',
    }));
    expect(screen.getAllByText('Please fill in all required fields.').length).toBeGreaterThanOrEqual(5);
    expect(arenaPosts(api)).toHaveLength(0);
  });

  it('registers the arena with empty optional values as null, then opens its page', async () => {
    const created = arenaItem({ name: 'Rio Arena' });
    const api = fakeApi({ 'POST /api/arenas': () => json(created, { status: 201 }) }, { user: rider });
    const { location } = renderWithApp(<RegisterArenaPage />, { path: '/arenas/create' });
    await fillRequired();
    type('Parking Capacity', 'About 40 rigs');
    fireEvent.click(field('Fits the largest rigs'));
    fireEvent.click(screen.getByRole('button', { name: 'Register Arena' }));

    await waitFor(() => expect(location.history.at(-1)).toBe(`/arena/${created.id}`));
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Arena Registered' }));
    expect(arenaPosts(api)[0].body).toEqual({
      name: 'Rio Arena', address: '1 Main St', city: 'Waco', state: 'TX', zipCode: '76705', latitude: null, longitude: null,
      footingType: null, arenaType: null, parkingSurface: null, parkingCapacity: 'About 40 rigs', largeRigsFriendly: true,
      nearbyFuel: null, nearbyFood: null, nearbyFeedStore: null, nearbyVet: null, nearbyFarrier: null, coverImage: null, videoUrl: null,
    });
  });

  it('refuses a video link that is not http(s) before sending', async () => {
    const api = fakeApi({}, { user: rider });
    renderWithApp(<RegisterArenaPage />, { path: '/arenas/create' });
    await fillRequired();
    type('Ground Video URL', 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Register Arena' }));
    expect(await screen.findByText('Enter a web address that starts with http:// or https://')).toBeTruthy();
    expect(arenaPosts(api)).toHaveLength(0);
  });

  it('says so when the server refuses', async () => {
    fakeApi({ 'POST /api/arenas': () => new Response('boom', { status: 500 }) }, { user: rider });
    const { location } = renderWithApp(<RegisterArenaPage />, { path: '/arenas/create' });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Register Arena' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Error', description: 'Failed to register arena. Please try again.', variant: 'destructive',
    }));
    expect(location.history.at(-1)).toBe('/arenas/create');
  });
});
