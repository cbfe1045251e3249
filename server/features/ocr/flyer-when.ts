/** Finding the event date and start time in flyer lines. Pure: no I/O. */

export interface TextSpan {
  start: number;
  end: number;
}

export interface FoundDate extends TextSpan {
  /** yyyy-MM-dd */
  iso: string;
}

export interface FoundTime extends TextSpan {
  /** Minutes after midnight, once AM/PM is known or inferred. */
  minutes: number;
  explicitMeridiem: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)';
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)';
const ORDINAL = '(?:st|nd|rd|th)?';
const RANGE_END = `(?:\\s*(?:-|&|and|thru|through|to)\\s*(?:${MONTH}\\.?\\s+)?\\d{1,2}${ORDINAL}\\b)?`;

const MONTH_FIRST = new RegExp(
  `\\b(?:${WEEKDAY}\\.?,?\\s+)?${MONTH}\\.?\\s+(\\d{1,2})${ORDINAL}\\b${RANGE_END}(?:,?\\s*(\\d{4}|'\\d{2})(?!\\d))?`, 'gi');
const DAY_FIRST = new RegExp(
  `\\b(?:${WEEKDAY}\\.?,?\\s+)?(?:the\\s+)?(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH}\\b\\.?(?:,?\\s*(\\d{4})(?!\\d))?`, 'gi');
const NUMERIC_WITH_YEAR = /(?<![\d/$.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/])/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const NUMERIC_NO_YEAR = new RegExp(`(?:\\b(${WEEKDAY})\\.?,?\\s+|\\b(date|when)s?\\s*:?\\s*)?(?<![\\d/$.])(\\d{1,2})/(\\d{1,2})(?![\\d/:A-Za-z])`, 'gi');

const pad = (value: number) => String(value).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** A real calendar day, or null; a missing year is the next time that day comes round (today counts). */
function calendarDay(month: number, day: number, year: number | null, today: Date): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  let fullYear = year;
  if (fullYear === null) {
    fullYear = today.getFullYear();
    const todayKey = (today.getMonth() + 1) * 100 + today.getDate();
    if (month * 100 + day < todayKey) fullYear += 1;
  } else if (fullYear < 100) {
    fullYear += 2000;
  }
  if (fullYear < 2000 || fullYear > 2100 || day > daysInMonth(fullYear, month)) return null;
  return `${fullYear}-${pad(month)}-${pad(day)}`;
}

const parseYear = (text: string | undefined) => (text ? Number(text.replace("'", '')) : null);

/** Every date written on one line, in order. */
export function findDates(line: string, today: Date): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (match: RegExpExecArray, iso: string | null) => {
    const start = match.index;
    const end = start + match[0].length;
    if (iso && !found.some((other) => start < other.end && other.start < end)) found.push({ start, end, iso });
  };
  for (const match of line.matchAll(ISO_DATE)) {
    add(match, calendarDay(Number(match[2]), Number(match[3]), Number(match[1]), today));
  }
  for (const match of line.matchAll(MONTH_FIRST)) {
    add(match, calendarDay(monthNumber(match[1]), Number(match[2]), parseYear(match[4]), today));
  }
  for (const match of line.matchAll(DAY_FIRST)) {
    add(match, calendarDay(monthNumber(match[2]), Number(match[1]), parseYear(match[3]), today));
  }
  for (const match of line.matchAll(NUMERIC_WITH_YEAR)) {
    add(match, calendarDay(Number(match[1]), Number(match[3]), Number(match[4]), today));
  }
  for (const match of line.matchAll(NUMERIC_NO_YEAR)) {
    const [, weekday, label] = match;
    // A bare '1/2' is as likely a fraction as a day; only take it when labelled or on a line of its own.
    const onItsOwn = line.replace(match[0], '').replace(/[^A-Za-z]/g, '').length <= 3;
    if (weekday || label || onItsOwn) add(match, calendarDay(Number(match[3]), Number(match[4]), null, today));
  }
  return found.sort((a, b) => a.start - b.start);
}

const TIME = /(?<![\d:$.,/])(\d{1,2})(?::([0-5]\d))?(?:\s*([ap])\.?\s?m\b\.?)?(?![\d:])|\bnoon\b/gi;

interface RawTime extends TextSpan {
  hour: number;
  minute: number;
  meridiem: 'a' | 'p' | null;
}

function rawTimes(line: string): RawTime[] {
  const times: RawTime[] = [];
  for (const match of line.matchAll(TIME)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[0].toLowerCase() === 'noon') {
      times.push({ start, end, hour: 12, minute: 0, meridiem: 'p' });
      continue;
    }
    const [, hourText, minuteText, meridiemText] = match;
    // A bare number ('$500', '4D', '25 horses') is not a time: it needs minutes or AM/PM.
    if (minuteText === undefined && meridiemText === undefined) continue;
    const hour = Number(hourText);
    const meridiem = meridiemText ? (meridiemText.toLowerCase() as 'a' | 'p') : null;
    if (meridiem ? hour < 1 || hour > 12 : hour > 23) continue;
    times.push({ start, end, hour, minute: Number(minuteText ?? 0), meridiem });
  }
  return times;
}

const to24Hour = (hour: number, meridiem: 'a' | 'p') => (hour % 12) + (meridiem === 'p' ? 12 : 0);

/**
 * Times on one line with AM/PM settled. A time without it takes the nearest written one on the line
 * ('Exhibitions 8:00 / Race 10:00 AM'), else the usual hours of a show (7-11 morning, 12-6 afternoon);
 * a schedule line never runs backwards, so a later time earlier in the day is moved to the afternoon.
 */
export function findTimes(line: string): FoundTime[] {
  const times = rawTimes(line);
  let previous = -1;
  return times.map((time, index) => {
    let minutes: number;
    if (time.meridiem) {
      minutes = to24Hour(time.hour, time.meridiem) * 60 + time.minute;
    } else if (time.hour === 0 || time.hour > 12) {
      minutes = time.hour * 60 + time.minute;
    } else {
      const written = times.slice(index + 1).find((other) => other.meridiem) ?? times.slice(0, index).reverse().find((other) => other.meridiem);
      const meridiem = written?.meridiem ?? (time.hour >= 7 && time.hour <= 11 ? 'a' : 'p');
      minutes = to24Hour(time.hour, meridiem) * 60 + time.minute;
      if (minutes < previous && minutes + 720 < 24 * 60) minutes += 720;
    }
    previous = minutes;
    return { start: time.start, end: time.end, minutes, explicitMeridiem: time.meridiem !== null };
  });
}

export function formatClockTime(minutes: number): string {
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${pad(minutes % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** Words that name when the race itself starts. */
const START_LABEL = /\b(race|races|racing|starts?|starting|begins?|barrels?|jackpot|show|performance|runs?|time)\b/i;
/** Things that happen before the race: a fair start time only when nothing better is written. */
const BEFORE_START_LABEL = /\b(exh\w*|warm[- ]?ups?|office|books?|sign[- ]?ups?|registration|check[- ]?in|doors?|gates?|poles?|clinic|practice)\b/i;
/** Closings and deadlines are never the start time. */
const NOT_A_START_LABEL = /\b(close[sd]?|closing|until|til|deadline|due|ends?|by|awards?|dinner|lunch|pre[- ]?entr\w*|late)\b/i;

const SEPARATORS = /[/|;•,]| - /;

/** The words that say what a time is for: those just before it, or after it when it opens the line. */
function labelOf(line: string, times: readonly FoundTime[], index: number, labels: readonly string[]): string {
  const time = times[index];
  const before = line.slice(index === 0 ? 0 : times[index - 1].end, time.start);
  const segmentBefore = before.split(SEPARATORS).pop() ?? '';
  if (/[A-Za-z]{2}/.test(segmentBefore)) return segmentBefore;
  // '8:30-9:30' and '7 and 9 PM': the second time belongs to the first one's label.
  if (index > 0) return labels[index - 1];
  const after = line.slice(time.end, index + 1 < times.length ? times[index + 1].start : line.length);
  return after.split(SEPARATORS)[0] ?? '';
}

export interface StartTimeChoice {
  lineIndex: number;
  time: FoundTime;
}

/** The race's start time: a time labelled as the race beats exhibitions and office hours; deadlines never count. */
export function pickStartTime(lines: readonly string[]): StartTimeChoice | null {
  let best: (StartTimeChoice & { score: number }) | null = null;
  lines.forEach((line, lineIndex) => {
    const times = findTimes(line);
    const labels: string[] = [];
    times.forEach((time, index) => {
      const label = labelOf(line, times, index, labels);
      labels.push(label);
      const textBefore = line.slice(index === 0 ? 0 : times[index - 1].end, time.start);
      if (NOT_A_START_LABEL.test(label) || NOT_A_START_LABEL.test(textBefore)) return;
      let score = time.explicitMeridiem ? 1 : 0;
      if (START_LABEL.test(label)) score += 3;
      if (BEFORE_START_LABEL.test(label)) score -= 3;
      if (!best || score > best.score) best = { lineIndex, time, score };
    });
  });
  return best;
}

const DEADLINE_LINE = /\b(close[sd]?|closing|deadline|due|postmark\w*|pre[- ]?entr\w*|late\s+(?:fee|entr)\w*|refund\w*|cancel\w*|rain\s*date)\b/i;

export interface DateChoice {
  lineIndex: number;
  date: FoundDate;
}

/** The event's date: the first date not on a deadline line ('Entries close March 10'). */
export function pickEventDate(lines: readonly string[], today: Date): DateChoice | null {
  for (const [lineIndex, line] of lines.entries()) {
    const dates = findDates(line, today);
    if (dates.length > 0 && !DEADLINE_LINE.test(line)) return { lineIndex, date: dates[0] };
  }
  return null;
}
