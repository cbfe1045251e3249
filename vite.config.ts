import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEarlyTaps } from './client/build/early-taps-plugin.js';
import { appScriptPriority } from './client/build/script-priority-plugin.js';
import { routeModulePreloads } from './client/build/route-preloads-plugin.js';

// Absolute paths so the config behaves the same whatever the working directory
// (the Express server loads this file in middleware mode).
const repoRoot = import.meta.dirname;

/**
 * Writes a Brotli and a gzip twin next to every text asset of the build, compressed once at the highest levels, so
 * the server can send compressed files without spending CPU per request (server/http/client-assets.ts).
 */
function precompressAssets(): Plugin {
  return {
    name: 'cloverleaf-precompress-assets',
    // The browser build only: the server-render build (`vite build --ssr`) is read from disk by the server.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(repoRoot, 'dist/public');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const content = fs.readFileSync(path.join(outDir, fileName));
        if (content.length < 1024) continue;
        fs.writeFileSync(path.join(outDir, `${fileName}.gz`), zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(path.join(outDir, `${fileName}.br`), zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }));
      }
    },
  };
}

/** The web app manifest: what a phone shows when the rider adds Cloverleaf to the home screen. */
const appManifest = {
  id: '/',
  name: 'Cloverleaf: Barrel Racing Community',
  short_name: 'Cloverleaf',
  description: 'Arenas, events, horse hotels and trip plans for barrel racers, also where there is no signal.',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  // The palette's primary (hsl 25 76% 31%, the favicon's brown) and background (hsl 36 45% 97%).
  theme_color: '#8B4513',
  background_color: '#FBF8F4',
  categories: ['sports', 'travel', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const aliases = {
  '@': path.resolve(repoRoot, 'client/src'),
  '@shared': path.resolve(repoRoot, 'shared'),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(repoRoot, 'client'),
  // The server-render build needs no copy of the public files (favicon and the like).
  publicDir: isSsrBuild ? false : undefined,
  plugins: [
    react(),
    precompressAssets(),
    inlineEarlyTaps(path.resolve(repoRoot, 'client/src/early-taps.js')),
    appScriptPriority(),
    // The installable app and its service worker (client/src/sw.ts); the server-render build needs neither.
    !isSsrBuild && VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The app registers it (features/offline) and asks before a new version takes over.
      injectRegister: false,
      registerType: 'prompt',
      manifest: appManifest,
      injectManifest: {
        // The app's code, styles, fonts, icons and its own page (the offline fallback); every route's chunk among them.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    routeModulePreloads({
      appFile: path.resolve(repoRoot, 'client/src/App.tsx'),
      aliases,
      // The home page's result cards: in their own chunk, but on screen from the first paint.
      firstRenderParts: { '/': [path.resolve(repoRoot, 'client/src/features/home/HomeResultsGrid.tsx')] },
    }),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: path.resolve(repoRoot, 'dist/public'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The shell (everything index.html needs) is one chunk. The pieces pages share (components, icons, date-fns)
        // are split by which pages use them, so a page downloads only what it draws: one catch-all chunk of shared
        // pieces cost a form page ~20 KB it never ran. A page's chunks are preloaded together (Vite's preload list
        // for the route, and the server's route preloads), so more of them are not more round trips. The form stack
        // (react-hook-form) and the dialogs keep their own chunks, loaded when a rider opens a form.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 30 },
            // The modal dialog stack (focus trap, scroll lock) loads with the first dialog a visitor opens.
            {
              name: 'dialog',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|focus-guards)|react-remove-scroll(-bar)?|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden)[\\/]|client[\\/]src[\\/]components[\\/]ui[\\/](form-)?dialog\./,
              // Only those modules: the Radix primitives dialogs share with menus and selects stay with those.
              includeDependenciesRecursively: false,
              priority: 20,
            },
            // The form stack loads with the first page that shows a form, not with every page that shares a small
            // component with such a page.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]|client[\\/]src[\\/](components[\\/]ui[\\/]form|lib[\\/](lazy-zod-resolver|form-fill))\./,
              priority: 25,
            },
            // Radix's toast stack loads with the first toast (components/ui/toast-area.tsx).
            // Only those modules: the Radix primitives they share with dialogs and menus stay with those.
            {
              name: 'toasts',
              test: /node_modules[\\/]@radix-ui[\\/]react-toast[\\/]|client[\\/]src[\\/]components[\\/]ui[\\/]toast(er)?\./,
              includeDependenciesRecursively: false,
              priority: 25,
            },
            // Comment threads show on two pages only.
            { name: 'comments', test: /client[\\/]src[\\/]components[\\/]comments[\\/]/, includeDependenciesRecursively: false, priority: 25 },
          ],
        },
      },
    },
  },
}));
