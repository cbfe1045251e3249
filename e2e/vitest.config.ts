import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

// End-to-end journeys in Debian's Chromium against the production build, real server and real PostgreSQL.
export default defineConfig({
  root,
  resolve: { alias: { '@shared': path.join(root, 'shared'), '@': path.join(root, 'client/src') } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/setup.ts'],
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    reporters: ['default', ['./server/test/summary-reporter.ts', { suite: 'e2e' }]],
  },
});
