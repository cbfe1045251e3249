import { createHash } from 'node:crypto';
import helmet from 'helmet';

// Google's recommended CSP for the Maps JavaScript API (maps, places, routes).
const GOOGLE_MAPS = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];

/**
 * Security headers. The production CSP allows Google Maps, video embeds and the https/http images riders link to;
 * development leaves CSP off because Vite injects inline scripts for hot reload.
 */
export function securityHeaders(isProduction: boolean, inlineScriptHashes: string[] = []) {
  return helmet({
    contentSecurityPolicy: isProduction
      ? {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes, ...GOOGLE_MAPS],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
          fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          mediaSrc: ["'self'", 'https:', 'http:'],
          connectSrc: ["'self'", ...GOOGLE_MAPS],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://*.google.com'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      }
      : false,
    crossOriginEmbedderPolicy: false,
    // helmet's default (no-referrer) hid from /api/login the page a log-in link was on; same-origin still sends
    // nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
    // Plain-http deployments (local, tests) must keep working; TLS terminators add HSTS themselves.
    strictTransportSecurity: isProduction,
  });
}

/** CSP hashes of the inline scripts of a page (index.html applies the stored theme before first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
}
