import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { DEFAULT_POOL_SIZE, DEFAULT_QUERY_TIMEOUT_MS, loadConfig } from './config';

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

describe('mail settings', () => {
  it('takes an smtp:// or smtps:// SMTP_URL, none when blank, and refuses other URLs with a readable message', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).smtpUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', SMTP_URL: '' }).smtpUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe('smtps://user:pw@mail.example.com:465');
    expect(() => loadConfig({ NODE_ENV: 'test', SMTP_URL: 'https://mail.example.com' }))
      .toThrow('Invalid configuration: SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(loadConfig({ NODE_ENV: 'test' }).mailFrom).toBe('Cloverleaf <alerts@cloverleaf.localhost>');
  });
});

describe('database pool size', () => {
  it('is twice the cores and one, up to 10, when DB_POOL_SIZE is unset or blank, else the number given', () => {
    expect(DEFAULT_POOL_SIZE).toBe(Math.min(10, 2 * os.availableParallelism() + 1));
    expect(loadConfig({ NODE_ENV: 'test' }).dbPoolSize).toBe(DEFAULT_POOL_SIZE);
    expect(loadConfig({ NODE_ENV: 'test', DB_POOL_SIZE: '' }).dbPoolSize).toBe(DEFAULT_POOL_SIZE);
    expect(loadConfig({ NODE_ENV: 'test', DB_POOL_SIZE: '12' }).dbPoolSize).toBe(12);
    expect(() => loadConfig({ NODE_ENV: 'test', DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });
});

describe('database query timeout', () => {
  it('is 10 s when DB_QUERY_TIMEOUT_MS is unset or blank, 0 turns it off, and a negative or non-number is refused', () => {
    expect(DEFAULT_QUERY_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ NODE_ENV: 'test' }).dbQueryTimeoutMs).toBe(10_000);
    expect(loadConfig({ NODE_ENV: 'test', DB_QUERY_TIMEOUT_MS: '' }).dbQueryTimeoutMs).toBe(10_000);
    expect(loadConfig({ NODE_ENV: 'test', DB_QUERY_TIMEOUT_MS: '2500' }).dbQueryTimeoutMs).toBe(2_500);
    expect(loadConfig({ NODE_ENV: 'test', DB_QUERY_TIMEOUT_MS: '0' }).dbQueryTimeoutMs).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', DB_QUERY_TIMEOUT_MS: '-1' })).toThrow(/DB_QUERY_TIMEOUT_MS/);
    expect(() => loadConfig({ NODE_ENV: 'test', DB_QUERY_TIMEOUT_MS: 'soon' })).toThrow(/DB_QUERY_TIMEOUT_MS/);
  });
});
