// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { scrollNewPagesToTop } from './new-page-scroll';

describe('scrollNewPagesToTop', () => {
  let stop: () => void;
  const scrollTo = vi.fn();
  beforeEach(() => {
    window.history.replaceState(null, '', '/events');
    window.scrollTo = scrollTo as typeof window.scrollTo;
    scrollTo.mockClear();
    stop = scrollNewPagesToTop();
  });
  afterEach(() => stop());

  it('opens a page reached by a link at its top', () => {
    navigate('/event/42');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('keeps the scroll when only the search of the same page changes', () => {
    navigate('/events?radiusMiles=50');
    navigate('/events?radiusMiles=50&patternSize=large', { replace: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves Back and Forward to the browser, and a later link from there still opens at the top', () => {
    navigate('/event/42');
    scrollTo.mockClear();
    window.history.replaceState(null, '', '/events');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(scrollTo).not.toHaveBeenCalled();
    navigate('/arena/7');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked', () => {
    stop();
    navigate('/event/43');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
