// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleUnauthorizedError, isUnauthorizedError, loginUrl, redirectToLogin } from './login-redirect';
import { ApiError } from '@/lib/api';
import { LOGIN_URL } from './api';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

describe('isUnauthorizedError', () => {
  it('matches the 401 messages apiRequest produces', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(500, 'Unauthorized thing at 401: '))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('loginUrl', () => {
  it('names a same-site page to come back to, and nothing else', () => {
    expect(loginUrl('/event/42?tab=comments')).toBe(`${LOGIN_URL}?returnTo=%2Fevent%2F42%3Ftab%3Dcomments`);
    expect(loginUrl('/')).toBe(LOGIN_URL);
    expect(loginUrl(undefined)).toBe(LOGIN_URL);
    expect(loginUrl('//evil.example/x')).toBe(LOGIN_URL);
    expect(loginUrl('/login?returnTo=/x')).toBe(LOGIN_URL);
  });
});

describe('handleUnauthorizedError', () => {
  const originalLocation = window.location;

  beforeEach(() => {
    vi.useFakeTimers();
    toastMock.mockClear();
    Object.defineProperty(window, 'location', {
      configurable: true, value: { href: 'http://localhost/trips?page=2', pathname: '/trips', search: '?page=2' },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  });

  const shownCallback = () => toastMock.mock.calls[0][0].onShown as () => void;

  it('toasts, then goes to /api/login 500 ms after the toast is on screen', () => {
    expect(handleUnauthorizedError(new ApiError(401, 'Unauthorized'))).toBe(true);
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
      onShown: expect.any(Function),
    });
    vi.advanceTimersByTime(1_000);
    expect(window.location.href).toBe('http://localhost/trips?page=2');
    shownCallback()();
    vi.advanceTimersByTime(499);
    expect(window.location.href).toBe('http://localhost/trips?page=2');
    shownCallback()(); // a second report (StrictMode effects) does not restart the countdown
    vi.advanceTimersByTime(1);
    expect(window.location.href).toBe(`${LOGIN_URL}?returnTo=%2Ftrips%3Fpage%3D2`);
  });

  it('still goes to log in when no toast area reports the toast', () => {
    handleUnauthorizedError(new ApiError(401, 'Unauthorized'));
    vi.advanceTimersByTime(2_999);
    expect(window.location.href).toBe('http://localhost/trips?page=2');
    vi.advanceTimersByTime(1);
    expect(window.location.href).toBe(`${LOGIN_URL}?returnTo=%2Ftrips%3Fpage%3D2`);
  });

  it('cancels both the countdown and the fallback', () => {
    const cancel = redirectToLogin('Authentication Required', 'You need to log in. Redirecting...');
    shownCallback()();
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(window.location.href).toBe('http://localhost/trips?page=2');
  });

  it('leaves other errors to the caller', () => {
    expect(handleUnauthorizedError(new ApiError(500, 'Boom'))).toBe(false);
    expect(toastMock).not.toHaveBeenCalled();
  });
});
