// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { dismissToast, toast } from '@/hooks/use-toast';
import { ToastArea } from './toast-area';

// The toast area imports the toaster on demand; transforming that module on a busy CI machine took longer than
// findByText's default second, so it is loaded once before the tests and each wait allows for a slow machine.
beforeAll(async () => { await import('./toaster'); });
const SLOW_MACHINE = { timeout: 10_000 };

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('ToastArea', () => {
  it('renders no toast region until the first toast, then shows it (its code loaded on demand)', async () => {
    const { container } = render(<ToastArea />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();

    act(() => {
      toast({ title: 'Event saved', description: 'It is on your calendar.' });
    });
    expect(await screen.findByText('Event saved', {}, SLOW_MACHINE)).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('stays mounted after the toast is dismissed, and shows the next one', async () => {
    render(<ToastArea />);
    act(() => {
      toast({ title: 'First' });
    });
    await screen.findByText('First', {}, SLOW_MACHINE);
    act(() => dismissToast());
    act(() => {
      toast({ title: 'Second' });
    });
    expect(await screen.findByText('Second', {}, SLOW_MACHINE)).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
