import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-server';

// Component tests (jsdom) talk to the fake API; the few plain-function tests beside them are left alone.
if (typeof window !== 'undefined') {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}
