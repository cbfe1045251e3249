import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Absolute paths so the config behaves the same whatever the working directory
// (the Express server loads this file in middleware mode).
const repoRoot = import.meta.dirname;

export default defineConfig({
  root: path.resolve(repoRoot, 'client'),
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(repoRoot, 'client/src'),
      '@shared': path.resolve(repoRoot, 'shared'),
    },
  },
  build: {
    outDir: path.resolve(repoRoot, 'dist/public'),
    emptyOutDir: true,
  },
});
