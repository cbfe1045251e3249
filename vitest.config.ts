import path from 'node:path';
import { defineConfig } from 'vitest/config';

const here = import.meta.dirname;

// Unit, component and API tests. The end-to-end suite has its own config (e2e/vitest.config.ts).
export default defineConfig({
  resolve: {
    alias: {
      '@shared': path.join(here, 'shared'),
      '@': path.join(here, 'client/src'),
    },
  },
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tools/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['client/src/testing/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on CI's two. The tests mostly wait on PostgreSQL (a
    // process of its own), so two workers finish the suite sooner there.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    reporters: ['default', ['./server/test/summary-reporter.ts', { suite: 'unit' }]],
  },
});
