/** Cleaning OCR'd or PDF text into flyer lines. Pure: no I/O. */

export interface FlyerLine {
  text: string;
  /** Glyph height (pixels or points) when the reader knows it; the biggest line is usually the title. */
  size?: number;
}

const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };

/**
 * Numbers in which OCR swapped a digit for a look-alike letter ('1O:OO', 'l4th', '2O26', '555-l234'): a token made
 * only of digits, look-alikes and number punctuation, with at least one real digit, gets the letters turned back.
 */
function fixDigitLookalikes(token: string): string {
  const match = /^([($]?)([0-9OolI|][0-9OolI|:/.,-]*?)(st|nd|rd|th|am|pm|AM|PM|a\.m\.|p\.m\.)?([).,;!]?)$/.exec(token);
  // 'I-35' is an interstate, not '1-35'.
  if (!match || /^I-\d/.test(token)) return token;
  const [, opening, core, suffix = '', closing] = match;
  const digitCount = (core.match(/\d/g) ?? []).length;
  const lookalikeCount = (core.match(/[OolI|]/g) ?? []).length;
  if (digitCount === 0 || lookalikeCount === 0 || lookalikeCount > digitCount + 1) return token;
  return opening + core.replace(/[OolI|]/g, (letter) => DIGIT_LOOKALIKES[letter]) + suffix + closing;
}

/** '|' read for I or l inside words ('|ndoor', 'Wi|son'); a lone '|' is a separator and stays. */
function fixPipes(token: string): string {
  if (token === '|' || !/[A-Za-z]/.test(token)) return token;
  return token
    .replace(/(?<=[a-z])\|(?=[a-z])/g, 'l')
    .replace(/\|(?=[A-Za-z])/g, 'I')
    .replace(/(?<=[A-Za-z])\|/g, '');
}

const LEADING_JUNK = /^[^\p{L}\p{N}$(#@"'“]+/u;
const TRAILING_JUNK = /[^\p{L}\p{N}!?.)%+"'”]+$/u;

/** One line tidied: look-alike digits and pipes fixed, bullets and border specks trimmed, spaces collapsed. */
function cleanLine(raw: string): string {
  const tokens = raw
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => fixPipes(fixDigitLookalikes(token)));
  return tokens.join(' ').replace(LEADING_JUNK, '').replace(TRAILING_JUNK, '').trim();
}

/** A line worth reading: at least two letters or digits, and mostly not punctuation (OCR specks from pictures). */
function isMeaningfulLine(line: string): boolean {
  const alphanumerics = (line.match(/[\p{L}\p{N}]/gu) ?? []).length;
  if (alphanumerics < 2) return false;
  const visible = line.replace(/\s/g, '').length;
  if (alphanumerics / visible < 0.5) return false;
  // Runs of one- and two-letter fragments ('ee a ,' 'Il i') are texture read as text, not words.
  const words = line.split(/\s+/);
  const longest = Math.max(...words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '').length));
  return longest >= 3 || /\d/.test(line);
}

export function toFlyerLines(input: string | readonly FlyerLine[]): FlyerLine[] {
  const raw: FlyerLine[] = typeof input === 'string' ? input.split(/\r?\n/).map((text) => ({ text })) : [...input];
  return raw
    .map((line) => ({ ...line, text: cleanLine(line.text) }))
    .filter((line) => isMeaningfulLine(line.text));
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'the', 'to', 'vs']);
const ACRONYMS = new Set([
  'NBHA', 'WPRA', 'PRCA', 'IBRA', 'BBR', 'NFR', 'YBRA', 'ABRA', 'UPRA', 'ACRA', 'APHA', 'AQHA', 'USA', 'LLC', 'II',
  'III', 'IV', 'BFA', 'WSCA', 'CBRA', 'RFD', 'TV', 'RV', 'JR', 'SR',
]);

/** 'SPRING FLING BARREL RACE' -> 'Spring Fling Barrel Race'; leaves mixed-case text as written. */
export function titleCaseIfShouting(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return text;
  return text.split(' ').map((word, index) => {
    const bare = word.replace(/[^A-Za-z0-9]/g, '');
    if (ACRONYMS.has(bare) || /\d[A-Z]$/.test(bare) && !/\d(ST|ND|RD|TH)$/.test(bare)) return word;
    if (/^\d+(ST|ND|RD|TH)$/.test(bare)) return word.toLowerCase();
    const lower = word.toLowerCase();
    if (index > 0 && SMALL_WORDS.has(bare.toLowerCase())) return lower;
    return lower.replace(/^([^a-z]*)([a-z])/, (_all, before: string, first: string) => before + first.toUpperCase())
      .replace(/([-'/])([a-z])/g, (_all, mark: string, next: string) => (mark === "'" ? mark + next : mark + next.toUpperCase()));
  }).join(' ');
}
