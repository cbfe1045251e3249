// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { dismissToast, toast } from '@/hooks/use-toast';
import { ToastArea } from './toast-area';

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
    expect(await screen.findByText('Event saved')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('stays mounted after the toast is dismissed, and shows the next one', async () => {
    render(<ToastArea />);
    act(() => {
      toast({ title: 'First' });
    });
    await screen.findByText('First');
    act(() => dismissToast());
    act(() => {
      toast({ title: 'Second' });
    });
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
