// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserProfile } from '@shared/contracts/users';
import { http } from 'msw';
import { apiServer, fakeApi, json } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { LOGIN_URL } from '@/features/auth';
import ProfilePage from './ProfilePage';
import { profileDisplayName, visibleLocation } from './profile-display';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const rider = { id: 'u1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };

function profileView(overrides: Partial<UserProfile> = {}, profile: Partial<UserProfile['profile']> = {}): UserProfile {
  return {
    id: 'u1',
    username: 'jane',
    avatarUrl: null,
    profile: { fullName: 'Jane Doe', bio: 'Running a 6-year-old mare in the 2D.', city: 'Weatherford', state: 'TX', locationVisibility: true, ...profile },
    followerCount: 12,
    followingCount: 1,
    savedEventsCount: 11,
    followedArenasCount: 0,
    followedProducersCount: 1,
    isFollowing: false,
    userFollowId: null,
    ...overrides,
  };
}

function savedEvent(index: number) {
  return {
    id: `s${index}`,
    userId: 'u1',
    eventId: `e${index}`,
    createdAt: '2026-05-01T00:00:00Z',
    event: {
      id: `e${index}`, name: `Barrel Bash ${index}`, date: '2026-06-13T00:00:00Z', time: '9:00 AM',
      arena: { id: 'a1', name: 'Lazy E Arena', city: 'Guthrie', state: 'OK', footingCondition: 'good', timeZone: 'America/Chicago' },
    },
  };
}

/** POST /api/uploads answers one stored picture (besides the profile routes of stubApi). */
function apiServerUploads(uploadId: string) {
  apiServer.use(http.post('/api/uploads', () => json({ id: uploadId, url: `/uploads/${uploadId}/1000.webp`, width: 400, height: 400 }, { status: 201 })));
}

function stubApi({ user = rider as object | null, view = profileView(), onPut }: {
  user?: object | null;
  view?: UserProfile;
  onPut?: (body: Record<string, unknown>) => Response;
} = {}) {
  const saved = Array.from({ length: 11 }, (_, index) => savedEvent(index + 1));
  return fakeApi({
    'GET /api/users/me/profile': () => view,
    'PUT /api/users/me/profile': ({ body }) =>
      (onPut ? onPut(body as Record<string, unknown>) : new Response('boom', { status: 500 })),
    'GET /api/saved-events': ({ url }) => {
      const offset = Number(url.searchParams.get('offset'));
      return json(saved.slice(offset, offset + Number(url.searchParams.get('limit'))), { total: saved.length });
    },
    'GET /api/arena-follows': () => json([], { total: 0 }),
    'GET /api/event-producer-follows': () => json([{
      id: 'pf1', userId: 'u1', producerId: 'p1', createdAt: '2026-05-01T00:00:00Z',
      producer: { id: 'p1', name: 'Triple R Productions', logoUrl: null },
    }], { total: 1 }),
  }, { user });
}

describe('profile display rules', () => {
  it('uses the full name, else the username', () => {
    expect(profileDisplayName(profileView())).toBe('Jane Doe');
    expect(profileDisplayName(profileView({}, { fullName: '  ' }))).toBe('jane');
  });

  it('shows city and state only when the location is visible', () => {
    expect(visibleLocation(profileView().profile)).toBe('Weatherford, TX');
    expect(visibleLocation(profileView({}, { locationVisibility: false }).profile)).toBeNull();
    expect(visibleLocation(profileView({}, { city: null }).profile)).toBe('TX');
    expect(visibleLocation(profileView({}, { city: null, state: null }).profile)).toBeNull();
  });
});

describe('ProfilePage', () => {
  it('signed out, asks the rider to log in', async () => {
    stubApi({ user: null });
    renderWithApp(<ProfilePage />);
    const login = await screen.findByRole('link', { name: 'Log In / Register' });
    expect(login.getAttribute('href')).toBe(LOGIN_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeTruthy();
  });

  it('shows who the rider is, their counts and the tabs with counts', async () => {
    stubApi();
    renderWithApp(<ProfilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeTruthy();
    expect(screen.getByText('@jane')).toBeTruthy();
    expect(screen.getByText('Running a 6-year-old mare in the 2D.')).toBeTruthy();
    expect(screen.getByText('Weatherford, TX')).toBeTruthy();
    expect(screen.getByText('12').parentElement?.textContent).toBe('12 Followers');
    expect(screen.getByText('Following').parentElement?.textContent).toBe('1 Following');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Saved Events11', 'Followed Arenas0', 'Followed Producers1']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });

  it('hides the location when visibility is off', async () => {
    stubApi({ view: profileView({}, { locationVisibility: false }) });
    renderWithApp(<ProfilePage />);
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    expect(screen.queryByText('Weatherford, TX')).toBeNull();
  });

  it('lists saved events with links and pages with Load More; tabs switch with the keyboard', async () => {
    stubApi();
    renderWithApp(<ProfilePage />);
    const list = await screen.findByRole('list', { name: 'Saved events' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: /Barrel Bash 1\b/ }).getAttribute('href')).toBe('/event/e1');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved events' })).getAllByRole('link')).toHaveLength(11));

    const [savedTab] = screen.getAllByRole('tab');
    fireEvent.keyDown(savedTab, { key: 'ArrowRight' });
    expect(await screen.findByText('Not following any arenas yet')).toBeTruthy();
    fireEvent.keyDown(screen.getAllByRole('tab')[1], { key: 'End' });
    const producer = await screen.findByRole('link', { name: /Triple R Productions/ });
    expect(producer.getAttribute('href')).toBe('/producer/p1');
    expect(screen.getAllByRole('tab')[2].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[2]);
  });

  it('edits the profile, shows the toast and the new values', async () => {
    let sent: Record<string, unknown> | undefined;
    stubApi({
      view: profileView({}, { locationVisibility: false }),
      onPut: (body) => {
        sent = body;
        return json(profileView({}, { bio: String(body.bio), city: String(body.city), state: String(body.state), locationVisibility: true }));
      },
    });
    renderWithApp(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect((within(dialog).getByLabelText('City') as HTMLInputElement).value).toBe('Weatherford');

    fireEvent.change(within(dialog).getByLabelText('State'), { target: { value: 'Texas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await within(dialog).findByText('State must be a 2-letter code')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Bio'), { target: { value: 'Hauling to Guthrie.' } });
    fireEvent.change(within(dialog).getByLabelText('City'), { target: { value: 'Stephenville' } });
    fireEvent.change(within(dialog).getByLabelText('State'), { target: { value: 'tx' } });
    const visibility = within(dialog).getByRole('switch', { name: 'Show my location' });
    expect(visibility.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(visibility);
    expect(visibility.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent).toEqual({ fullName: 'Jane Doe', bio: 'Hauling to Guthrie.', city: 'Stephenville', state: 'TX', locationVisibility: true });
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile updated' }));
    expect(screen.getByText('Hauling to Guthrie.')).toBeTruthy();
    expect(screen.getByText('Stephenville, TX')).toBeTruthy();
  });

  it('sets a new profile picture from an upload, and removing the current one sends null', async () => {
    const uploadId = '99999999-9999-4999-8999-999999999999';
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      view: profileView({ avatarUrl: 'https://example.com/me.jpg' }),
      onPut: (body) => {
        bodies.push(body);
        return json(profileView({ avatarUrl: body.avatarUploadId ? `/uploads/${uploadId}/1000.webp` : null }));
      },
    });
    apiServerUploads(uploadId);
    renderWithApp(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    fireEvent.change(within(dialog).getByLabelText('Choose a photo'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })] } });
    await within(dialog).findByRole('img', { name: 'Photo 1' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(bodies[0]).toMatchObject({ avatarUploadId: uploadId });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(bodies[1]).toMatchObject({ avatarUploadId: null });
  });

  it('keeps the form open and says so when saving fails', async () => {
    stubApi();
    renderWithApp(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', variant: 'destructive' })));
    expect(dialog.isConnected).toBe(true);
  });
});
