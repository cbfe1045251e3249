type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * pdf.js's legacy build (the one that runs on Node 20) bundles core-js, which on this Node replaces JSON.parse,
 * JSON.stringify and Array.prototype.push with JavaScript polyfills for the whole process: every API response and
 * request body went through them (about a fifth of the server's CPU under load, bench/README.md). So the library
 * loads with the first PDF instead of at startup, and those built-ins are put back right after; the polyfills it
 * adds (Promise.try, Map#getOrInsertComputed, Uint8Array#toHex, ...) stay, as pdf.js needs them.
 */
const BUILT_INS_IT_REPLACES = [
  [JSON, 'parse'], [JSON, 'stringify'], [Array.prototype, 'push'], [Function.prototype, 'toString'],
] as const;

let loading: Promise<Pdfjs> | undefined;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const natives = BUILT_INS_IT_REPLACES.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)!] as const);
    try {
      return await import('pdfjs-dist/legacy/build/pdf.mjs');
    } finally {
      for (const [owner, key, descriptor] of natives) Object.defineProperty(owner, key, descriptor);
    }
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
