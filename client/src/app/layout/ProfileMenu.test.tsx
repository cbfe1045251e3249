// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { LOGIN_URL, LOGOUT_URL } from '@/features/auth';
import { ProfileMenu } from './ProfileMenu';

const rider = { id: 'u1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null, role: 'rider', suspendedUntil: null };

afterEach(cleanup);

function renderMenu(user: object | null | 'pending', path = '/') {
  fakeApi({}, { user });
  return renderWithApp(<ProfileMenu />, { path });
}

describe('ProfileMenu', () => {
  it('shows a disabled Loading... entry while the user lookup runs', () => {
    renderMenu('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const loading = screen.getByRole('button', { name: 'Loading...' }) as HTMLButtonElement;
    expect(loading.disabled).toBe(true);
  });

  it('signed out: only Log In / Register, a plain link to /api/login', async () => {
    renderMenu(null);
    const button = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(button.querySelector('[data-initials="?"]')).not.toBeNull());
    fireEvent.click(button);
    const login = await screen.findByRole('link', { name: 'Log In / Register' });
    expect(login.getAttribute('href')).toBe(LOGIN_URL);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('signed out elsewhere: Log In / Register names the page to come back to', async () => {
    renderMenu(null, '/event/42');
    const button = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(button.querySelector('[data-initials="?"]')).not.toBeNull());
    fireEvent.click(button);
    const login = await screen.findByRole('link', { name: 'Log In / Register' });
    expect(login.getAttribute('href')).toBe(`${LOGIN_URL}?returnTo=%2Fevent%2F42`);
  });

  it('signed in: initials on the button, name and email, the member links and Log Out', async () => {
    renderMenu(rider);
    const button = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    // The initials are drawn from the attribute (CSS), so the button has no visible text its name lacks.
    expect(button.textContent).toBe('');
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('JD');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Jane Doe')).toBeTruthy();
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile', '/profile'],
      ['My Events', '/calendar'],
      ['My Trips', '/trips'],
      ['Register Arena', '/arenas/create'],
      ['Create Event', '/events/create'],
      ['Log Out', LOGOUT_URL],
    ]);
  });

  it('adds Moderation for moderators', async () => {
    renderMenu({ ...rider, role: 'moderator' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Jane Doe' }));
    expect(screen.getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe('/admin');
  });

  it('closes on Escape, returning focus to the button', async () => {
    renderMenu(rider);
    const button = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside and after choosing an entry', async () => {
    renderMenu(rider);
    const button = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'My Trips' }));
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('shows the profile image when there is one', async () => {
    renderMenu({ ...rider, profileImageUrl: '/avatars/jane.jpg' });
    const button = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/avatars/jane.jpg');
  });
});
