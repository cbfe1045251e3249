// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleUnauthorizedError, isUnauthorizedError } from './login-redirect';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

describe('isUnauthorizedError', () => {
  it('matches the 401 messages apiRequest produces', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isUnauthorizedError(new Error('403: Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('500: Unauthorized thing at 401: '))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('handleUnauthorizedError', () => {
  const originalLocation = window.location;

  beforeEach(() => {
    vi.useFakeTimers();
    toastMock.mockClear();
    Object.defineProperty(window, 'location', { configurable: true, value: { href: 'http://localhost/trips' } });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  });

  it('toasts, then goes to /api/login after 500 ms', () => {
    expect(handleUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(window.location.href).toBe('http://localhost/trips');
    vi.advanceTimersByTime(1);
    expect(window.location.href).toBe('/api/login');
  });

  it('leaves other errors to the caller', () => {
    expect(handleUnauthorizedError(new Error('500: Boom'))).toBe(false);
    expect(toastMock).not.toHaveBeenCalled();
  });
});
