import type { Plugin } from 'vite';
import { APP_SCRIPT_FETCH_PRIORITY } from '../../shared/page-state.js';

const APP_SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** index.html with the app's module scripts and module preloads asking for APP_SCRIPT_FETCH_PRIORITY. */
export function withAppScriptPriority(html: string): string {
  return html.replace(APP_SCRIPT_TAG, (_tag, opening: string) => `<${opening} fetchpriority="${APP_SCRIPT_FETCH_PRIORITY}"`);
}

/**
 * Gives the script tags Vite writes into the built index.html (the entry and its modulepreloads) the app scripts'
 * fetch priority; the server gives the route's own preloads the same (server/http/route-preloads.ts).
 */
export function appScriptPriority(): Plugin {
  return {
    name: 'cloverleaf-app-script-priority',
    apply: 'build',
    // After Vite's own transform, which is the one that writes the entry's tags.
    transformIndexHtml: { order: 'post', handler: withAppScriptPriority },
  };
}
