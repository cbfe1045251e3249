import { parseClockTime } from '@shared/time-zones';

/**
 * Event start times. The time input gives 'HH:mm'; events store the time as it is printed on flyers ('7:00 PM').
 * The day is sent as typed ('yyyy-MM-dd'): the server places it at the arena, whose clocks the time is read on.
 */

const INPUT_TIME = /^(\d{2}):(\d{2})/;

const pad = (value: number) => String(value).padStart(2, '0');

/** '19:00' -> '7:00 PM'; anything else is returned trimmed, as typed. */
export function toClockText(inputTime: string): string {
  const match = INPUT_TIME.exec(inputTime.trim());
  if (!match) return inputTime.trim();
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** '7:00 PM' (or '7 pm', '19:00') -> '19:00' for a time input; null when it is not a clock time. */
export function toTimeInputValue(text: string | null | undefined): string | null {
  const clock = parseClockTime(text);
  return clock ? `${pad(clock.hours)}:${pad(clock.minutes)}` : null;
}
