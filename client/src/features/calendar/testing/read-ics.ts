/**
 * A small iCalendar reader for tests (unit and end-to-end): unfolds lines and returns each VEVENT's properties,
 * values unescaped. Not used by the app.
 */
export interface IcsProperty {
  /** 'VALUE=DATE' in 'DTSTART;VALUE=DATE:20260603', '' when there are none. */
  params: string;
  value: string;
}

export interface IcsCalendar {
  /** Properties of the VCALENDAR itself (VERSION, PRODID, ...). */
  calendar: Record<string, IcsProperty>;
  events: Record<string, IcsProperty>[];
  /** Each VTIMEZONE's lines, by its TZID. */
  timeZones: Record<string, string[]>;
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

export function readIcs(text: string): IcsCalendar {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') {
    throw new Error('Not an iCalendar file: it must start with BEGIN:VCALENDAR and end with END:VCALENDAR');
  }
  const calendar: Record<string, IcsProperty> = {};
  const events: Record<string, IcsProperty>[] = [];
  const timeZones: Record<string, string[]> = {};
  let current: Record<string, IcsProperty> | null = null;
  let zone: string[] | null = null;
  for (const line of lines.slice(1, -1)) {
    if (line === 'BEGIN:VTIMEZONE') {
      zone = [];
    } else if (line === 'END:VTIMEZONE') {
      const tzid = zone?.find((zoneLine) => zoneLine.startsWith('TZID:'))?.slice(5);
      if (!zone || !tzid) throw new Error('A VTIMEZONE needs its TZID');
      timeZones[tzid] = zone;
      zone = null;
    } else if (zone) {
      zone.push(line);
    } else if (line === 'BEGIN:VEVENT') {
      current = {};
    } else if (line === 'END:VEVENT') {
      if (!current) throw new Error('END:VEVENT without BEGIN:VEVENT');
      events.push(current);
      current = null;
    } else {
      const colon = line.indexOf(':');
      if (colon < 0) throw new Error(`Not a property line: ${line}`);
      const [name, ...params] = line.slice(0, colon).split(';');
      (current ?? calendar)[name] = { params: params.join(';'), value: unescapeText(line.slice(colon + 1)) };
    }
  }
  if (current) throw new Error('VEVENT not closed');
  return { calendar, events, timeZones };
}
