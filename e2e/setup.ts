import { afterEach } from 'vitest';
import { takeHydrationErrors } from './browser';

// Any hydration error on any page a journey opened fails that journey: the server's HTML must be what the browser
// renders first (dates in particular, which depend on the time zone).
afterEach(() => {
  const errors = takeHydrationErrors();
  if (errors.length > 0) throw new Error(`Hydration errors:\n${errors.join('\n')}`);
});
