import { describe, expect, it } from 'vitest';
import { toClockText, toTimeInputValue } from './event-time';

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
