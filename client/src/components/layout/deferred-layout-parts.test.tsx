// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { dismissToast, toast } from '@/hooks/use-toast';
import { FirstVisitWelcome } from './FirstVisitWelcome';
import { ToastArea } from './ToastArea';
import { VISITED_STORAGE_KEY } from './welcome-visit';

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('FirstVisitWelcome', () => {
  it('opens the welcome dialog for a first-time visitor once the page is idle', async () => {
    render(<FirstVisitWelcome />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Cloverleaf' })).toBeTruthy();
  });

  it('never loads it for a returning visitor', async () => {
    localStorage.setItem(VISITED_STORAGE_KEY, 'true');
    render(<FirstVisitWelcome />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ToastArea', () => {
  it('shows a toast fired before the page went idle', async () => {
    render(<ToastArea />);
    act(() => {
      toast({ title: 'Event saved' });
    });
    expect(await screen.findByText('Event saved')).toBeTruthy();
  });

  it('mounts the F8 toast region once the page is idle, with no toast yet', async () => {
    render(<ToastArea />);
    const region = await screen.findByRole('region');
    expect(region.getAttribute('aria-label')).toContain('F8');
  });
});
