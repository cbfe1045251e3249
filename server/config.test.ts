import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SSR setting', () => {
  it('renders on the server unless SSR is false (or 0); the values test runners set mean the default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ssr).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SSR: 'false' }).ssr).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SSR: '0' }).ssr).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SSR: '' }).ssr).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SSR: '1' }).ssr).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'test', SSR: 'maybe' })).toThrow(/SSR/);
  });
});
