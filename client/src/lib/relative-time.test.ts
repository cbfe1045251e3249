import { describe, expect, it } from 'vitest';
import { daysAgo, timeAgo } from './relative-time';

const now = new Date('2026-11-23T12:00:00');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo (comments, feed)', () => {
  it.each([
    [0, 'just now'], [59, 'just now'], [60, '1 minute ago'], [3599, '59 minutes ago'], [3600, '1 hour ago'],
    [86_399, '23 hours ago'], [86_400, '1 day ago'], [6 * 86_400, '6 days ago'], [7 * 86_400, '1 week ago'],
    [29 * 86_400, '4 weeks ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(timeAgo(before(seconds), now)).toBe(text);
  });

  it('shows the date after about a month', () => {
    expect(timeAgo(new Date('2026-09-02T08:00:00'), now)).toBe('September 2, 2026');
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
  });
});

describe('daysAgo (footing and review dates)', () => {
  it('counts calendar days', () => {
    expect(daysAgo(new Date('2026-11-23T01:00:00'), now)).toBe('Today');
    expect(daysAgo(new Date('2026-11-22T23:30:00'), now)).toBe('Yesterday');
    expect(daysAgo(new Date('2026-11-18T12:00:00'), now)).toBe('5 days ago');
    expect(daysAgo(new Date('2026-11-16T12:00:00'), now)).toBe('1 week ago');
    expect(daysAgo(new Date('2026-10-26T12:00:00'), now)).toBe('4 weeks ago');
    expect(daysAgo(new Date('2026-10-20T12:00:00'), now)).toBe('10/20/2026');
    expect(daysAgo(new Date('2026-01-05T12:00:00'), now)).toBe('1/5/2026');
  });
});
