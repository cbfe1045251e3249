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
    // Vitest's default is one worker fewer than the cores: one on CI's two. The tests mostly wait on PostgreSQL (a
    // process of its own), so two workers finish the suite sooner there.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    reporters: ['default', ['./server/test/summary-reporter.ts', { suite: 'unit' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tools/**/*.test.ts', 'bench/**/*.test.ts'],
          // One PostgreSQL for the run, with a migrated template each file clones.
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/no-overlapping-queries.ts'],
          // Server tests mock no module and each opens a database of its own, so a worker keeps the modules it
          // loaded (the app, Drizzle, sharp) from one file to the next instead of loading them again for each.
          isolate: false,
        },
      },
      // Component tests answer the API with MSW and need no database.
      { extends: true, test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], setupFiles: ['client/src/testing/setup.ts'] } },
    ],
  },
});
