/**
 * Flyer lines -> the entry deadline, late fee, divisions and added money. Pure: lines in, fields out. Flyers write
 * these a hundred ways ("Entries close Fri 3/6 at 8 PM", "$10 late fee", "Open 4D $30 entry - $500 added"); what
 * is not clearly said is left empty for the rider to fill in.
 */
import type { FlyerDivision, FlyerExtraction } from '@shared/flyer';
import { findDates, findTimes } from './flyer-when';

type Logistics = Pick<FlyerExtraction, 'entriesCloseAt' | 'lateFee' | 'divisions' | 'addedMoney'>;

const DEADLINE = /\b(entr(?:y|ies)|pre-?entries|call-?in entries|entry deadline|deadline|entries due)\b.*\b(close|closes|closing|due|deadline|by|end|ends)\b|\bentry deadline\b|\bdeadline\b/i;
const LATE_FEE = /(?:\blate\s+(?:fee|entr(?:y|ies))\b[^$\d]{0,20}\+?\$\s?(\d[\d,]*(?:\.\d{2})?))|(?:\$\s?(\d[\d,]*(?:\.\d{2})?)\s+late\s+fee\b)/i;
const DOLLARS = /\$\s?(\d[\d,]*(?:\.\d{2})?)/g;
const ADDED = /\$\s?(\d[\d,]*(?:\.\d{2})?)\s*(?:k\b)?\s*(?:in\s+)?added\b/i;
const ENTRY_FEE_WORDS = /\b(entry|entries|fee|ef)\b/i;
const DIVISION_NAME = /\b((?:open|youth|senior|seniors|pee\s*wee|novice|futurity|derby|poles|limited|amateur|adult)(?:\s+\d[dD])?|\d[dD](?:\s+(?:open|youth|senior|seniors|pee\s*wee|novice))?)\b/gi;

const money = (text: string | undefined) => (text === undefined ? null : Number(text.replace(/,/g, '')));

/** 'OPEN 4D' -> 'Open 4D', '5d open' -> '5D Open': how divisions are usually written. */
function divisionLabel(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').split(' ')
    .map((word) => (/^\d[dD]$/.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join(' ');
}

/** "Entries close Friday, March 6 at 8 PM" -> '2026-03-06T20:00'; a date alone is that whole day. */
function findDeadline(lines: readonly string[], today: Date, eventDate: string | null): string | null {
  for (const line of lines) {
    if (!DEADLINE.test(line)) continue;
    // After "deadline" or "close", a bare 3/6 is a day, not a fraction.
    const labelled = line.replace(/^.*?\b(deadline|due|closes?|by)\b\s*:?\s*/i, 'date: ');
    const [date] = findDates(line, today).length > 0 ? findDates(line, today) : findDates(labelled, today);
    if (!date) continue;
    if (eventDate && date.iso > eventDate) continue;
    const time = findTimes(line).find((found) => found.explicitMeridiem);
    if (!time) return date.iso;
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.iso}T${pad(Math.floor(time.minutes / 60))}:${pad(time.minutes % 60)}`;
  }
  return null;
}

function findLateFee(lines: readonly string[]): number | null {
  for (const line of lines) {
    const match = LATE_FEE.exec(line);
    if (match) return money(match[1] ?? match[2]);
  }
  return null;
}

/**
 * Divisions from the lines that name them: "Open 4D $30 entry - $500 added" gives one with its fee and added
 * money; "Open 4D, Youth 3D, Senior 3D" gives three without.
 */
function findDivisions(lines: readonly string[]): FlyerDivision[] {
  const divisions: FlyerDivision[] = [];
  const seen = new Set<string>();
  // 'Open 4D $1,000 added | Youth 3D': each part between bars is read on its own.
  const parts = lines.flatMap((line) => line.split(/\s*[|;]\s*|\s+\/\s+/));
  for (const line of parts) {
    if (LATE_FEE.test(line) || DEADLINE.test(line)) continue;
    const names = [...line.matchAll(DIVISION_NAME)];
    if (names.length === 0) continue;
    const amounts = [...line.matchAll(DOLLARS)].map((match) => ({ value: money(match[1])!, index: match.index, end: match.index + match[0].length }));
    const added = ADDED.exec(line);
    const addedMoney = added ? money(added[1]) : null;
    const fees = amounts.filter((amount) => !(added && amount.index === added.index));
    // One division on the line takes the line's fee and added money; several listed together take none.
    if (names.length === 1 || fees.length === 1 || ENTRY_FEE_WORDS.test(line)) {
      const name = divisionLabel(names[0][1]);
      if (seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      divisions.push({ name, entryFee: fees[0]?.value ?? null, addedMoney });
      continue;
    }
    for (const match of names) {
      const name = divisionLabel(match[1]);
      if (seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      divisions.push({ name, entryFee: null, addedMoney: null });
    }
  }
  return divisions.slice(0, 30);
}

/**
 * The flyer's total added money: stated on a line of its own, else the divisions' together, else the first added
 * money the flyer names ('1D/4D/5D $500 Added').
 */
function findAddedMoney(lines: readonly string[], divisions: readonly FlyerDivision[]): number | null {
  const added = lines.map((line) => ({ line, match: ADDED.exec(line) })).filter(({ match }) => match);
  const onItsOwn = added.find(({ line }) => [...line.matchAll(DIVISION_NAME)].length === 0);
  if (onItsOwn) return money(onItsOwn.match![1]);
  const total = divisions.reduce((sum, division) => sum + (division.addedMoney ?? 0), 0);
  if (total > 0) return total;
  return added[0] ? money(added[0].match![1]) : null;
}

export function findLogistics(lines: readonly string[], today: Date, eventDate: string | null): Logistics {
  const divisions = findDivisions(lines);
  return {
    entriesCloseAt: findDeadline(lines, today, eventDate),
    lateFee: findLateFee(lines),
    divisions,
    addedMoney: findAddedMoney(lines, divisions),
  };
}
