import { format } from 'date-fns';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const ABOUT_A_MONTH = 30 * DAY;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * SPEC 9, comments and feed: 'just now' under 60 s, then minutes (under an hour), hours (under a day), days
 * (under 7), weeks (under about 30 days), then the date ('MMMM d, yyyy').
 */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return plural(Math.floor(seconds / DAY), 'day');
  if (seconds < ABOUT_A_MONTH) return plural(Math.floor(seconds / WEEK), 'week');
  return format(date, 'MMMM d, yyyy');
}

/**
 * SPEC 9, arena footing and review dates: 'Today', 'Yesterday', 'N days ago' (under 7), 'N weeks ago'
 * (under 30 days), else the local date, written the US way (M/d/yyyy) by date-fns: the same text in every browser and
 * on the server, and no Intl formatter built per call (a list of old reviews cost an arena page ~100 ms on a phone).
 */
export function daysAgo(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / (DAY * 1000));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ago`;
  }
  return format(date, 'M/d/yyyy');
}
