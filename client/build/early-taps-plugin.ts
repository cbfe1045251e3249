import fs from 'node:fs';
import { minify, type Plugin } from 'vite';

/**
 * Inlines client/src/early-taps.js, minified, into index.html's <head>: it must run before any of the app's code, as
 * the page is parsed, so it cannot be a module. The production CSP allows it by its hash, which the server takes from
 * the built index.html (server/http/security-headers.ts).
 */
export function inlineEarlyTaps(scriptFile: string): Plugin {
  return {
    name: 'cloverleaf-inline-early-taps',
    async transformIndexHtml() {
      const { code, errors } = await minify('early-taps.js', fs.readFileSync(scriptFile, 'utf8'), { compress: true, mangle: true });
      if (errors.length > 0) throw new Error(`early-taps.js: ${errors.map((error) => error.message).join('; ')}`);
      return [{ tag: 'script', children: code.trim(), injectTo: 'head' }];
    },
  };
}
