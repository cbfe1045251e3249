// @vitest-environment jsdom
import { lazy, type ComponentType } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageReady from './page-ready';

// The module remembers that the page became ready (it happens once per page load): a fresh copy for each test.
let LazyPart: typeof PageReady.LazyPart;
let PageReadyMarker: typeof PageReady.PageReadyMarker;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyPart, PageReadyMarker } = await import('./page-ready'));
});
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-page-ready');
  delete window.__cloverleafEarlyTaps;
});

const isReady = () => document.documentElement.hasAttribute('data-page-ready');

/** A lazily loaded component whose code arrives when the test says so. */
function lazyCards() {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <button type="button">Save Spring Run</button> });
  });
  return { Cards: lazy(() => code), arrive: async () => { await act(async () => { arrive(); await code; }); } };
}

describe('the page is ready', () => {
  it('once its page has rendered, when it has no lazily loaded part', () => {
    render(<><p>Events</p><PageReadyMarker /></>);
    expect(isReady()).toBe(true);
  });

  it('only once the lazily loaded parts it shows at once have loaded, and then replays a held tap once', async () => {
    const { Cards, arrive } = lazyCards();
    const clicks = vi.fn();
    window.__cloverleafEarlyTaps = {
      take: vi.fn(() => {
        const button = screen.getByRole('button', { name: 'Save Spring Run' });
        button.addEventListener('click', clicks);
        return { element: button, path: [], tagName: 'BUTTON', name: 'Save Spring Run' };
      }),
    };
    render(<><LazyPart fallback={<p>Loading cards</p>}><Cards /></LazyPart><PageReadyMarker /></>);
    expect(screen.getByText('Loading cards')).toBeTruthy();
    expect(isReady()).toBe(false);

    await arrive();
    expect(isReady()).toBe(true);
    expect(window.__cloverleafEarlyTaps.take).toHaveBeenCalledOnce();
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('tells the rider when the tapped control is gone by then', async () => {
    const { Toaster } = await import('@/components/ui/toaster');
    const gone = document.createElement('button');
    window.__cloverleafEarlyTaps = { take: () => ({ element: gone, path: [5], tagName: 'BUTTON', name: 'This Weekend' }) };
    render(<><Toaster /><PageReadyMarker /></>);
    expect(await screen.findByText('Your tap did nothing')).toBeTruthy();
    expect(screen.getByText('The page changed while it was loading. Please tap again.')).toBeTruthy();
  });

  it('stays ready: a lazily loaded part shown later (another page, a dialog) does not hold it back', async () => {
    const { Cards, arrive } = lazyCards();
    const { rerender } = render(<PageReadyMarker />);
    expect(isReady()).toBe(true);
    rerender(<><PageReadyMarker /><LazyPart fallback={<p>Loading cards</p>}><Cards /></LazyPart></>);
    expect(isReady()).toBe(true);
    await arrive();
    expect(screen.getByRole('button', { name: 'Save Spring Run' })).toBeTruthy();
  });

  it('is not held back by a lazily loaded part that went away before it loaded', async () => {
    const { Cards } = lazyCards();
    const { rerender } = render(<><LazyPart fallback={<p>Loading cards</p>}><Cards /></LazyPart><PageReadyMarker /></>);
    expect(isReady()).toBe(false);
    rerender(<PageReadyMarker />);
    await act(async () => { await Promise.resolve(); });
    expect(isReady()).toBe(true);
  });
});
