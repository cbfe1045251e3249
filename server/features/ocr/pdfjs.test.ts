import { describe, expect, it } from 'vitest';

// Captured before anything of the server is imported (the imports below are dynamic on purpose).
const natives = { parse: JSON.parse, stringify: JSON.stringify, push: Array.prototype.push };
const expectNativeBuiltIns = () => {
  expect(JSON.parse).toBe(natives.parse);
  expect(JSON.stringify).toBe(natives.stringify);
  expect(Array.prototype.push).toBe(natives.push);
};

describe('pdf.js loading', () => {
  it('leaves the built-in JSON and Array#push in place at startup and after loading pdf.js (its core-js would swap in slow polyfills)', async () => {
    await import('../../app');
    expectNativeBuiltIns();

    const { loadPdfjs } = await import('./pdfjs');
    const pdfjs = await loadPdfjs();
    expect(typeof pdfjs.getDocument).toBe('function');
    expect(await loadPdfjs()).toBe(pdfjs);
    expectNativeBuiltIns();
    // What pdf.js added for itself stays.
    expect(typeof (Promise as unknown as { try?: unknown }).try).toBe('function');
  });
});
