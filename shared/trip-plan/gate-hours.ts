import { parseClockTime, type ClockTime } from '../time-zones';

// "No arrivals after 10 PM", "Arrive by 5 PM", "open until 9 pm", "office closes at 8:30 PM".
const LATEST_ARRIVAL = /(?:arrivals? after|arrive by|until|closes? at|no later than)\s+(\d{1,2}(?::\d{2})?\s*[ap]\.?\s*m\.?|\d{1,2}:\d{2})/i;

/** The latest arrival a venue's gate-hours text names, or null when it names none a clock can check. */
export function latestArrival(gateHours: string | null): ClockTime | null {
  const match = LATEST_ARRIVAL.exec(gateHours ?? '');
  return match ? parseClockTime(match[1]) : null;
}

export const minutesOfDay = (time: ClockTime) => time.hours * 60 + time.minutes;

/** '6:30 PM' */
export function formatClock(minutes: number): string {
  const rounded = Math.round(minutes / 15) * 15;
  const hours = Math.floor(rounded / 60) % 24;
  const mins = rounded % 60;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(mins).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
