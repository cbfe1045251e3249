// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FirstVisitWelcome } from './FirstVisitWelcome';
import { VISITED_STORAGE_KEY } from './welcome-visit';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('FirstVisitWelcome', () => {
  it('opens the welcome dialog for a first-time visitor once the page is idle', async () => {
    render(<FirstVisitWelcome />);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dialog's code is loaded lazily: on a busy machine the first import takes more than findBy's default second.
    expect(await screen.findByRole('dialog', { name: 'Welcome to Cloverleaf' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('never loads it for a returning visitor', async () => {
    localStorage.setItem(VISITED_STORAGE_KEY, 'true');
    render(<FirstVisitWelcome />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
