import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external ones', () => {
    const body = "try{document.documentElement.classList.add('dark')}catch(e){}";
    const html = `<head><script>${body}</script><script type="module" src="/assets/main.js"></script></head>`;
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
