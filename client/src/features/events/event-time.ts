/**
 * Event dates and start times. The date input gives 'yyyy-MM-dd' and the time input 'HH:mm'; events store the
 * start instant (sent as an ISO timestamp) and the time as it is printed on flyers ('7:00 PM').
 */

const CLOCK_TEXT = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]?\.?\s*$/;
const INPUT_TIME = /^(\d{2}):(\d{2})/;
const INPUT_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  if (!text) return null;
  const twentyFour = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (twentyFour) {
    const [hours, minutes] = [Number(twentyFour[1]), Number(twentyFour[2])];
    return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
  }
  const match = CLOCK_TEXT.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3].toLowerCase() === 'p';
  return `${pad((hours % 12) + (pm ? 12 : 0))}:${pad(minutes)}`;
}

/** The start instant of 'yyyy-MM-dd' at 'HH:mm' in the rider's time zone, as an ISO timestamp; null if no date. */
export function eventStartIso(inputDate: string, inputTime: string): string | null {
  const date = INPUT_DATE.exec(inputDate.trim());
  if (!date) return null;
  const time = INPUT_TIME.exec(inputTime.trim());
  // Without a start time, noon keeps the day the same in every US time zone.
  const [hours, minutes] = time ? [Number(time[1]), Number(time[2])] : [12, 0];
  const start = new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3]), hours, minutes);
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}
