import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-server';

// findBy* and waitFor wait up to 5 s, not 1: on a busy two-core CI machine a lazily loaded part (a dialog's code,
// fetched on the first tap) can take over a second to transform and load. Only failures wait longer.
configure({ asyncUtilTimeout: 5_000 });

// Component tests (jsdom) talk to the fake API; the few plain-function tests beside them are left alone.
if (typeof window !== 'undefined') {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}
