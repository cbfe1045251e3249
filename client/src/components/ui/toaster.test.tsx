// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { dismissToast, toast } from '@/hooks/use-toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('Toaster', () => {
  it('shows a toast called from outside React', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Trip created', description: 'Your trip has been created successfully.' });
    });
    expect(screen.getByText('Trip created')).toBeTruthy();
    expect(screen.getByText('Your trip has been created successfully.')).toBeTruthy();
  });

  it('keeps at most one toast visible: the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Event saved' });
      toast({ title: 'Following arena' });
    });
    expect(screen.queryByText('Event saved')).toBeNull();
    expect(screen.getByText('Following arena')).toBeTruthy();
  });

  it('reports a toast as shown once it is on screen, not before', () => {
    const onShown = vi.fn(() => {
      expect(screen.getByText('Authentication Required')).toBeTruthy();
    });
    toast({ title: 'Authentication Required', onShown });
    expect(onShown).not.toHaveBeenCalled();
    act(() => {
      render(<Toaster />);
    });
    expect(onShown).toHaveBeenCalled();
  });

  it('renders the F8 hotkey region', () => {
    render(<Toaster />);
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('F8');
  });
});
