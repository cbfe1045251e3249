// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WelcomeDialog } from './WelcomeDialog';
import { VISITED_STORAGE_KEY } from './welcome-visit';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const dialog = () => screen.queryByRole('dialog');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('WelcomeDialog', () => {
  it('opens on a first visit at step 1 of 3', () => {
    render(<WelcomeDialog />);
    expect(screen.getByRole('dialog', { name: 'Welcome to Cloverleaf' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Step 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('moves keyboard focus into the dialog, on its first button, in the frame after it opens', async () => {
    render(<WelcomeDialog />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skip' })));
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('does not open once the visited flag is set', () => {
    localStorage.setItem(VISITED_STORAGE_KEY, 'true');
    render(<WelcomeDialog />);
    expect(dialog()).toBeNull();
  });

  it('walks through the three steps and Get Started closes it for good', () => {
    const { unmount } = render(<WelcomeDialog />);
    click('Next');
    expect(screen.getByRole('dialog', { name: 'What You Can Do' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Step 2 of 3' })).toBeTruthy();
    for (const item of ['Research Arenas', 'Find Events', 'Plan Trips', 'Contribute & Help']) {
      expect(screen.getByText(item)).toBeTruthy();
    }

    click('Next');
    expect(screen.getByRole('dialog', { name: 'We Need Your Help' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Step 3 of 3' })).toBeTruthy();
    for (const item of ['Add Arenas', 'Post Events', 'Leave Reviews']) {
      expect(screen.getByText(item)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    click('Get Started');
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(VISITED_STORAGE_KEY)).toBe('true');

    unmount();
    render(<WelcomeDialog />);
    expect(dialog()).toBeNull();
  });

  it('Skip closes it and sets the flag', () => {
    render(<WelcomeDialog />);
    click('Next');
    click('Skip');
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(VISITED_STORAGE_KEY)).toBe('true');
  });

  it('the close button closes it and sets the flag', () => {
    render(<WelcomeDialog />);
    click('Close welcome');
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(VISITED_STORAGE_KEY)).toBe('true');
  });

  it('Escape closes it and sets the flag', () => {
    render(<WelcomeDialog />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(VISITED_STORAGE_KEY)).toBe('true');
  });

  it('leaves the page under it usable (not modal), and a tap on the page closes it for good', async () => {
    render(
      <>
        <main><button type="button">An event on the page</button></main>
        <WelcomeDialog />
      </>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skip' })));
    // No scroll lock, no inert page: the page's own button is still in the accessibility tree and takes taps.
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    const pageButton = screen.getByRole('button', { name: 'An event on the page' });
    expect(pageButton.closest('[aria-hidden="true"]')).toBeNull();
    // A tap: pointer down, the focus moving to the button, the click.
    fireEvent.pointerDown(pageButton);
    pageButton.focus();
    fireEvent.click(pageButton);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(localStorage.getItem(VISITED_STORAGE_KEY)).toBe('true');
  });
});
