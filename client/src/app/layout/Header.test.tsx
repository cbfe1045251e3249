// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { Header } from './Header';

afterEach(cleanup);

function renderHeader(path: string) {
  fakeApi({}, { user: null });
  return renderWithApp(<Header />, { path });
}

const mainLinks = [
  ['Home', '/'],
  ['Find Events', '/events'],
  ['Find Arenas', '/arenas'],
  ['Find Horse Hotels', '/horse-hotels'],
  ['Find Services', '/services'],
  ['Community', '/community'],
  ['About', '/about'],
];

describe('Header', () => {
  it('lists the main links in order and marks the current section', () => {
    renderHeader('/events/create');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(mainLinks);
    expect(within(nav).getByRole('link', { name: 'Find Events' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('has a logo link home, a Notifications button and a theme toggle', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: 'Cloverleaf' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('opens the small-screen menu and closes it on navigation and on Escape', () => {
    const { location } = renderHeader('/');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-label')).toBe('Close menu');
    const menu = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(mainLinks.map(([label]) => label));

    fireEvent.click(within(menu).getByRole('link', { name: 'Community' }));
    expect(location.history.at(-1)).toBe('/community');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    act(() => location.navigate('/about'));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});
