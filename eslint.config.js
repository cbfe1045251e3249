// The lint rules, and the boundaries between the layers and features (README "Architecture").
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const folders = (dir) => fs.readdirSync(path.join(root, dir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** Another feature is reached only through its index.ts (what it offers the rest of the app). */
const featureZones = (dir) => folders(dir).map((feature) => ({
  target: `./${dir}/!(${feature})/**/*`,
  from: `./${dir}/${feature}`,
  except: ['./index.ts'],
  message: `Use what ${feature} offers through its index.ts.`,
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'e2e/screenshots/**', 'bench/results/**', '.data/**', 'migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly' },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'no-undef': 'off', // TypeScript knows the globals better
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './shared', from: ['./server', './client'], message: 'shared/ is the contract both sides use: it imports neither.' },
          { target: './server', from: './client', message: 'The server never imports client source (server rendering runs from the Vite SSR build).' },
          { target: './client', from: './server', message: 'The client reaches the server only over HTTP; shapes live in shared/contracts.' },
          {
            target: ['./client/src/components', './client/src/lib', './client/src/hooks', './client/src/maps'],
            from: './client/src/features',
            message: 'components/, lib/, hooks/ and maps/ serve every feature and import none.',
          },
          { target: './client/src/!(maps)/**/*', from: './client/src/maps', except: ['./index.ts', './testing/index.ts'], message: 'Use the maps through client/src/maps/index.ts (tests: client/src/maps/testing/index.ts).' },
          { target: './client/src/!(maps)/**/!(*.test).{ts,tsx}', from: './client/src/maps/testing', message: 'The maps double is for tests only.' },
          ...featureZones('client/src/features'),
        ],
      }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
