import { describe, expect, it } from 'vitest';
import { eventStartIso, toClockText, toTimeInputValue } from './event-time';

describe('toClockText', () => {
  it('prints a time input value as flyers do', () => {
    expect(toClockText('19:00')).toBe('7:00 PM');
    expect(toClockText('09:30')).toBe('9:30 AM');
    expect(toClockText('00:15')).toBe('12:15 AM');
    expect(toClockText('12:00')).toBe('12:00 PM');
  });

  it('keeps text that is not a time input value', () => {
    expect(toClockText(' after the slack ')).toBe('after the slack');
  });
});

describe('toTimeInputValue', () => {
  it('reads flyer times', () => {
    expect(toTimeInputValue('7:00 PM')).toBe('19:00');
    expect(toTimeInputValue('9:30 am')).toBe('09:30');
    expect(toTimeInputValue('12:00 AM')).toBe('00:00');
    expect(toTimeInputValue('12:45 PM')).toBe('12:45');
    expect(toTimeInputValue('7 p.m.')).toBe('19:00');
    expect(toTimeInputValue('18:30')).toBe('18:30');
  });

  it('gives null for anything else', () => {
    expect(toTimeInputValue(null)).toBeNull();
    expect(toTimeInputValue('')).toBeNull();
    expect(toTimeInputValue('noon')).toBeNull();
    expect(toTimeInputValue('13:00 PM')).toBeNull();
    expect(toTimeInputValue('25:00')).toBeNull();
  });
});

describe('eventStartIso', () => {
  it('sends the local start instant as an ISO timestamp', () => {
    const iso = eventStartIso('2026-06-05', '19:00')!;
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const start = new Date(iso);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()])
      .toEqual([2026, 5, 5, 19, 0]);
  });

  it('uses noon without a start time, and null without a date', () => {
    expect(new Date(eventStartIso('2026-06-05', '')!).getHours()).toBe(12);
    expect(eventStartIso('', '19:00')).toBeNull();
    expect(eventStartIso('June 5', '19:00')).toBeNull();
  });
});
