/**
 * Flyer text -> event fields. Pure: text and the known arena names in, the fields out (no I/O, no clock unless
 * `today` is left out).
 */
import type { FlyerExtraction } from '@shared/flyer';
import { findVenueLine, findVenueOnlyLine, isOnlyArenaName, matchKnownArena } from './flyer-arena';
import { titleCaseIfShouting, toFlyerLines, type FlyerLine } from './flyer-text';
import { findLogistics } from './flyer-logistics';
import { findDates, findTimes, formatClockTime, pickEventDate, pickStartTime } from './flyer-when';

export type { FlyerLine } from './flyer-text';

export interface FlyerParseInput {
  /** Plain text (one flyer line per text line) or lines with their glyph height. */
  text: string | readonly FlyerLine[];
  knownArenaNames: readonly string[];
  /** Dates without a year are taken as the next such day from here. */
  today?: Date;
}

type PatternSize = NonNullable<FlyerExtraction['patternSize']>;

const SIZE_WORD = '(small|reduced|standard|std\\.?|regular|medium|full[- ]?sized?|large|big)';
const SIZES_BEFORE_PATTERN = new RegExp(`\\b${SIZE_WORD}((?:\\s*(?:/|or|&|and)\\s*${SIZE_WORD})*)\\s+(?:barrel\\s+)?pattern\\b`, 'i');
const PATTERN_THEN_SIZE = new RegExp(`\\bpattern(?:\\s+size)?\\s*(?::|-|is|will be)?\\s*${SIZE_WORD}((?:\\s*(?:/|or|&|and)\\s*${SIZE_WORD})*)`, 'i');

function sizeOf(word: string): PatternSize {
  const lower = word.toLowerCase();
  if (lower === 'small' || lower === 'reduced') return 'small';
  if (lower === 'large' || lower === 'big' || lower.startsWith('full')) return 'large';
  return 'medium';
}

/** 'Standard pattern' -> medium; 'Small/Standard pattern' -> small (the first named), flagged as a choice. */
function findPatternSize(lines: readonly string[]) {
  for (const [lineIndex, line] of lines.entries()) {
    const match = SIZES_BEFORE_PATTERN.exec(line) ?? PATTERN_THEN_SIZE.exec(line);
    if (!match) continue;
    const named = match[0].match(new RegExp(SIZE_WORD, 'gi')) ?? [match[1]];
    const sizes = new Set(named.map(sizeOf));
    return { size: sizeOf(named[0]), lineIndex, isChoice: sizes.size > 1, phrase: match[0] };
  }
  return null;
}

const PHONE = /\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}\b/;
const EMAIL_OR_WEB = /@[a-z0-9-]+\.[a-z]{2,}|\bwww\.|https?:\/\/|\.(com|net|org)\b/i;
const MONEY = /\$\s?\d|\b\d+\s*dollars\b/i;
const STATE_CODES = 'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const STREET_SUFFIX = '(?:st|street|rd|road|ave|avenue|hwy|highway|blvd|boulevard|dr|drive|ln|lane|pkwy|parkway|way|loop|trail|trl|pl|place|ct|court|cir|circle|plaza|fm\\s*\\d+|cr\\s*\\d+)';
const STREET_ADDRESS = new RegExp(`\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+)?[\\w.' ]*?\\b${STREET_SUFFIX}\\b`, 'i');
const CITY_STATE = new RegExp(`\\b[A-Z][A-Za-z.]+(?:\\s[A-Z][A-Za-z.]+)*,?\\s+(?:${STATE_CODES})\\b(?:\\s+\\d{5})?\\s*$`);
const INFO_WORDS = /\b(entr(?:y|ies)|fees?|payout|pays?|added|sidepots?|office|stalls?|hook-?ups?|rv|contact|call|text|info|information|rules|coggins|negative|dogs|concessions|sanction(?:ed)?|approved|points|cash|checks?|venmo|paypal|exhibitions?|divisions?|pattern|split|buckles?|prizes?|awards?)\b/i;
const PRESENTS = /\b(presents|presented by|hosted by|sponsored by|brought to you by)\b/i;
const DIVISION_WORDS = /\b(\d[dD]|open|youth|senior|seniors|pee\s*wee|novice|futurity|derby|and|&)\b|[/+,]/gi;
const EVENT_NOUN = /\b(race|races|barrels?|jackpot|classic|series|futurity|derby|show|rodeo|shootout|showdown|challenge|fling|bash|blast|round-?up|finals?|championships?|invitational|extravaganza|spectacular|slam|shindig|stampede|run|fiesta)\b/i;
const WHEN_WORDS = /\b(sharp|promptly|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu|thurs|fri|sat|sun|race|races|racing|starts?|starting|begins?|at|on|time|date|when|show|barrels?|a\.?m\.?|p\.?m\.?|noon)\b/gi;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const letterCount = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;

function isAddressLine(line: string): boolean {
  return STREET_ADDRESS.test(line) || CITY_STATE.test(line);
}

/** What is left of a line once its dates, times and scheduling words are removed. */
function withoutWhen(line: string, today: Date): string {
  let rest = line;
  for (const span of [...findDates(line, today), ...findTimes(line)].sort((a, b) => b.start - a.start)) {
    rest = rest.slice(0, span.start) + ' ' + rest.slice(span.end);
  }
  return rest.replace(WHEN_WORDS, ' ');
}

function isTitleLike(line: string, today: Date): boolean {
  if (letterCount(line) < 3 || wordCount(line) > 8 || line.length > 60) return false;
  if (PHONE.test(line) || EMAIL_OR_WEB.test(line) || MONEY.test(line) || isAddressLine(line)) return false;
  if (line.includes(':') || INFO_WORDS.test(line) || PRESENTS.test(line)) return false;
  if (findDates(line, today).length > 0 || findTimes(line).length > 0) return false;
  return letterCount(line.replace(DIVISION_WORDS, ' ')) >= 3;
}

/** Title lines: the biggest (or, without sizes, the first) title-like line, joined with the lines that finish it. */
function findTitle(lines: readonly FlyerLine[], candidates: readonly boolean[]): number[] {
  const indexes = lines.map((_line, index) => index).filter((index) => candidates[index]);
  if (indexes.length === 0) return [];
  const sized = indexes.every((index) => lines[index].size !== undefined);
  const first = sized
    ? indexes.reduce((best, index) => (lines[index].size! > lines[best].size! * 1.05 ? index : best), indexes[0])
    : indexes[0];
  const title = [first];
  for (let next = first + 1; next < lines.length && candidates[next]; next += 1) {
    const soFar = title.map((index) => lines[index].text).join(' ');
    const line = lines[next].text;
    if (sized && lines[next].size! < lines[first].size! * 0.75) break;
    // 'Spring Fling' + 'Barrel Race' is one title; 'Spring Fling Barrel Race' + 'Open 4D Jackpot' is not.
    const finishesTitle = !EVENT_NOUN.test(soFar) || (EVENT_NOUN.test(line) && wordCount(line) <= 3 && !/\d/.test(line));
    if (!finishesTitle || wordCount(`${soFar} ${line}`) > 9) break;
    title.push(next);
  }
  return title;
}

const MAX_DESCRIPTION_LINES = 15;
const MAX_DESCRIPTION_LENGTH = 1000;

function condense(lines: readonly string[]): string | null {
  const unique = [...new Set(lines.map((line) => line.replace(/\s+/g, ' ').trim()))].filter(Boolean);
  let description = unique.slice(0, MAX_DESCRIPTION_LINES).join('\n');
  if (description.length > MAX_DESCRIPTION_LENGTH) description = `${description.slice(0, MAX_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
  return description || null;
}

/** The event fields a flyer gives, or null when it gives nothing worth filling in. */
export function parseFlyer({ text, knownArenaNames, today = new Date() }: FlyerParseInput): FlyerExtraction | null {
  const lines = toFlyerLines(text);
  const texts = lines.map((line) => line.text);

  const dateChoice = pickEventDate(texts, today);
  const timeChoice = pickStartTime(texts);
  const pattern = findPatternSize(texts);

  const knownArena = matchKnownArena(texts, knownArenaNames);
  const arenaOnlyLines = new Set(
    knownArena ? knownArena.lineIndexes.filter((index) => isOnlyArenaName(texts[index], knownArena.name)) : [],
  );
  let venue = knownArena ? null : findVenueOnlyLine(texts);
  if (venue) arenaOnlyLines.add(venue.lineIndex);
  const candidates = texts.map((line, index) => !arenaOnlyLines.has(index) && isTitleLike(line, today));
  const titleLines = findTitle(lines, candidates);
  if (!knownArena && !venue) venue = findVenueLine(texts, new Set(titleLines));
  const arenaName = knownArena?.name ?? venue?.name ?? null;
  const eventName = titleLines.length > 0
    ? titleLines.map((index) => titleCaseIfShouting(texts[index])).join(' ')
    : null;

  const descriptionLines = texts.filter((line, index) => {
    if (titleLines.includes(index) || arenaOnlyLines.has(index) || PRESENTS.test(line)) return false;
    // The arena's own record holds its address; otherwise the address helps whoever adds the arena.
    if (knownArena && isAddressLine(line) && !MONEY.test(line) && !PHONE.test(line)) return false;
    if (pattern?.lineIndex === index && !pattern.isChoice && letterCount(line.replace(pattern.phrase, '')) < 3) return false;
    const hasWhen = findDates(line, today).length > 0 || findTimes(line).length > 0;
    // A line that only says when is already in date and time; a schedule with several times stays.
    if (hasWhen && findTimes(line).length < 2 && letterCount(withoutWhen(line, today)) < 3) return false;
    return wordCount(line) >= 2 || /[$\d]/.test(line) || EMAIL_OR_WEB.test(line);
  });

  const result: FlyerExtraction = {
    eventName,
    date: dateChoice?.date.iso ?? null,
    time: timeChoice ? formatClockTime(timeChoice.time.minutes) : null,
    patternSize: pattern?.size ?? null,
    description: condense(descriptionLines),
    arenaName,
    ...findLogistics(texts, today, dateChoice?.date.iso ?? null),
  };
  const found = result.date || result.time || result.arenaName || result.patternSize
    || (result.eventName && EVENT_NOUN.test(result.eventName));
  return found ? result : null;
}
