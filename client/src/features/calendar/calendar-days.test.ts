import { describe, expect, it } from 'vitest';
import { dayKey, groupByDay, groupByMonth, monthWeeks } from './calendar-days';
import { savedEvent } from './testing/saved-event-fixture';

const localNoon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();

describe('calendar days', () => {
  it('lays a month out in Sunday-first weeks padded with nulls', () => {
    // June 2026 starts on a Monday and has 30 days.
    const weeks = monthWeeks(new Date(2026, 5, 17));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0]).toBeNull();
    expect(weeks[0][1]?.getDate()).toBe(1);
    expect(weeks[4][2]?.getDate()).toBe(30);
    expect(weeks[4][3]).toBeNull();
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('groups saved events by their local day and by month', () => {
    const entries = [
      savedEvent('a', { date: localNoon(2026, 6, 5) }),
      savedEvent('b', { date: localNoon(2026, 6, 5) }),
      savedEvent('c', { date: localNoon(2026, 7, 1) }),
    ];
    const days = groupByDay(entries);
    expect(days.get('2026-06-05')?.map((entry) => entry.eventId)).toEqual(['a', 'b']);
    expect(days.get(dayKey(new Date(2026, 6, 1)))).toHaveLength(1);
    expect(groupByMonth(entries).map(({ month, entries: inMonth }) => [month, inMonth.length])).toEqual([
      ['June 2026', 2], ['July 2026', 1],
    ]);
  });
});
