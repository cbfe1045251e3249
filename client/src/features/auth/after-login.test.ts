// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_LOGIN_MAX_AGE_MS, rememberAfterLogin, takeAfterLogin } from './after-login';

const at = (path: string) => window.history.replaceState(null, '', path);

afterEach(() => {
  window.sessionStorage.clear();
  at('/');
});

describe('an action asked for before logging in', () => {
  it('is finished once, on the page it was asked on', () => {
    at('/event/42?from=list');
    rememberAfterLogin('save-event', '42', 1_000);
    at('/event/42');
    expect(takeAfterLogin('save-event', '42', 2_000)).toBe(true);
    expect(takeAfterLogin('save-event', '42', 2_000)).toBe(false);
  });

  it('is not taken by another control, another target or another page', () => {
    at('/event/42');
    rememberAfterLogin('add-to-trip', 'event:42', 1_000);
    expect(takeAfterLogin('save-event', 'event:42', 2_000)).toBe(false);
    expect(takeAfterLogin('add-to-trip', 'event:43', 2_000)).toBe(false);
    at('/event/43');
    expect(takeAfterLogin('add-to-trip', 'event:42', 2_000)).toBe(false);
    at('/event/42');
    expect(takeAfterLogin('add-to-trip', 'event:42', 2_000)).toBe(true);
  });

  it('expires after a quarter of an hour, and is then dropped', () => {
    at('/events');
    rememberAfterLogin('save-event', '7', 0);
    expect(takeAfterLogin('save-event', '7', AFTER_LOGIN_MAX_AGE_MS + 1)).toBe(false);
    expect(takeAfterLogin('save-event', '7', 1)).toBe(false);
  });

  it('ignores what it cannot read: nothing stored, or something not its own', () => {
    at('/events');
    expect(takeAfterLogin('save-event', '7')).toBe(false);
    window.sessionStorage.setItem('cloverleaf-after-login', '{not json');
    expect(takeAfterLogin('save-event', '7')).toBe(false);
    window.sessionStorage.setItem('cloverleaf-after-login', JSON.stringify({ action: 'save-event', target: '7', path: '/events' }));
    expect(takeAfterLogin('save-event', '7')).toBe(false);
  });
});
