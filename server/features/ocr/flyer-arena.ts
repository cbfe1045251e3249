/** Finding the venue on a flyer: a known arena first (tolerant of OCR slips), else a line that names one. Pure. */

import { titleCaseIfShouting } from './flyer-text';

/** Words many venue names share: they count for less, so 'Expo Arena' alone does not match every expo arena. */
const GENERIC_WORDS = new Set([
  'arena', 'arenas', 'center', 'centre', 'expo', 'exposition', 'coliseum', 'colosseum', 'equestrian', 'event',
  'events', 'horse', 'park', 'complex', 'pavilion', 'fairgrounds', 'fairground', 'grounds', 'ranch', 'county',
  'riding', 'covered', 'indoor', 'outdoor', 'show', 'facility', 'rodeo', 'livestock', 'ag', 'agricultural', 'barn',
  'equine', 'classic',
]);
const STOP_WORDS = new Set(['the', 'and', 'of', 'at', 'a']);
const GENERIC_WEIGHT = 0.35;
const MIN_SCORE = 0.8;

function words(text: string): string[] {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/['’]/g, '').split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word));
}

const deletions = (word: string) => Array.from(word, (_letter, index) => word.slice(0, index) + word.slice(index + 1));

/** Index keys of a known arena's word: the word, and for words of 5+ letters each one-letter deletion ('~' marked). */
function indexKeys(word: string): string[] {
  return word.length < 5 ? [word] : [word, ...deletions(word).map((key) => `~${key}`)];
}

/**
 * Keys that reach every indexed word within one OCR slip of `word` (symmetric deletion): the same word, one letter
 * added (a deletion of it is the word), one letter dropped (it is a deletion of the word), or one letter changed
 * (they share a deletion). Only words of 5+ letters are matched loosely.
 */
function lookupKeys(word: string): string[] {
  const keys = [word];
  if (word.length >= 4) keys.push(`~${word}`);
  if (word.length >= 5) keys.push(...deletions(word).map((key) => `~${key}`));
  if (word.length >= 6) keys.push(...deletions(word));
  return [...new Set(keys)];
}

interface ArenaEntry {
  name: string;
  words: string[];
  weights: number[];
  totalWeight: number;
  distinctiveWeight: number;
  compact: string;
}

function arenaEntry(name: string): ArenaEntry {
  const nameWords = [...new Set(words(name))];
  const weights = nameWords.map((word) => (GENERIC_WORDS.has(word) ? GENERIC_WEIGHT : 1));
  return {
    name,
    words: nameWords,
    weights,
    totalWeight: weights.reduce((sum, weight) => sum + weight, 0),
    distinctiveWeight: weights.filter((weight) => weight === 1).length,
    compact: nameWords.join(''),
  };
}

export interface ArenaMatch {
  name: string;
  /** The flyer lines the name was read from. */
  lineIndexes: number[];
}

interface ArenaIndex {
  entries: ArenaEntry[];
  /** Index key -> the arena words it reaches. */
  keyIndex: Map<string, { entry: number; word: number }[]>;
}

// The names rarely change between uploads; rebuilding the index for thousands of arenas costs tens of ms.
let lastIndex: { names: string; index: ArenaIndex } | null = null;

function arenaIndexOf(knownArenaNames: readonly string[]): ArenaIndex {
  const names = knownArenaNames.join('\n');
  if (lastIndex?.names === names) return lastIndex.index;
  const entries = [...new Set(knownArenaNames)].map(arenaEntry).filter((entry) => entry.words.length > 0);
  const keyIndex: ArenaIndex['keyIndex'] = new Map();
  entries.forEach((entry, entryIndex) => entry.words.forEach((word, wordIndex) => {
    for (const key of indexKeys(word)) {
      const list = keyIndex.get(key);
      if (list) list.push({ entry: entryIndex, word: wordIndex });
      else keyIndex.set(key, [{ entry: entryIndex, word: wordIndex }]);
    }
  }));
  lastIndex = { names, index: { entries, keyIndex } };
  return lastIndex.index;
}

/** Lines on their own and each line with the next (names wrap), as word lists. */
function windowsOf(lines: readonly string[]) {
  const windows: { lineIndexes: number[]; words: string[] }[] = [];
  lines.forEach((line, index) => {
    windows.push({ lineIndexes: [index], words: words(line) });
    if (index + 1 < lines.length) windows.push({ lineIndexes: [index, index + 1], words: words(`${line} ${lines[index + 1]}`) });
  });
  return windows;
}

/**
 * The known arena the flyer names. Each arena scores the weighted share of its words found within one line (or
 * two adjacent lines); a word also counts when OCR changed, dropped or added one letter of it, or split it in two.
 */
export function matchKnownArena(lines: readonly string[], knownArenaNames: readonly string[]): ArenaMatch | null {
  const { entries, keyIndex } = arenaIndexOf(knownArenaNames);

  let best: { entry: ArenaEntry; score: number; weight: number; lineIndexes: number[] } | null = null;
  const consider = (entry: ArenaEntry, score: number, weight: number, lineIndexes: number[]) => {
    if (score < MIN_SCORE) return;
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) < 1e-9 && weight > best.weight)) {
      best = { entry, score, weight, lineIndexes };
    }
  };

  for (const window of windowsOf(lines)) {
    const joinedPairs = window.words.slice(1).map((word, index) => window.words[index] + word);
    const matched = new Map<number, Set<number>>();
    for (const word of [...window.words, ...joinedPairs]) {
      for (const key of lookupKeys(word)) {
        for (const hit of keyIndex.get(key) ?? []) {
          if (!matched.has(hit.entry)) matched.set(hit.entry, new Set());
          matched.get(hit.entry)!.add(hit.word);
        }
      }
    }
    const compactWindow = window.words.join('');
    entries.forEach((entry, entryIndex) => {
      const hits = matched.get(entryIndex);
      const wholeNameWritten = entry.compact.length >= 6 && compactWindow.includes(entry.compact);
      if (entry.distinctiveWeight === 0) {
        // A name of only common words ('Expo Center') must be the whole line, not part of another venue's name.
        if (window.lineIndexes.length === 1 && compactWindow === entry.compact) consider(entry, 1, entry.totalWeight, window.lineIndexes);
        return;
      }
      if (wholeNameWritten) {
        consider(entry, 1, entry.totalWeight, window.lineIndexes);
        return;
      }
      if (!hits) return;
      let weight = 0;
      let distinctive = 0;
      for (const wordIndex of hits) {
        weight += entry.weights[wordIndex];
        if (entry.weights[wordIndex] === 1) distinctive += 1;
      }
      if (distinctive < Math.min(2, entry.distinctiveWeight)) return;
      consider(entry, weight / entry.totalWeight, weight, window.lineIndexes);
    });
  }
  const found = best as { entry: ArenaEntry; lineIndexes: number[] } | null;
  return found ? { name: found.entry.name, lineIndexes: found.lineIndexes } : null;
}

/** How much of a line is left once the arena's words are taken out: little means the line is just the venue. */
export function isOnlyArenaName(line: string, arenaName: string): boolean {
  const arenaWords = new Set(words(arenaName));
  const rest = words(line).filter((word) => !arenaWords.has(word) && !['at', 'location', 'held', 'venue'].includes(word));
  return rest.join('').length <= 3;
}

const VENUE_WORD = /\b(Arena|ARENA|Expo|EXPO|Center|CENTER|Centre|CENTRE|Coliseum|COLISEUM|Equestrian|EQUESTRIAN|Fairgrounds?|FAIRGROUNDS?|Pavilion|PAVILION|Horse Park|HORSE PARK|Event Center|Sportsplex|Rodeo Grounds)\b/;
const STREET_ADDRESS = /^\d+\s/;
const SEGMENT_SEPARATORS = /\s*(?:[,|•;]|\s-\s|\s@\s|\sat\s)\s*/i;
const VENUE_PREFIX = /^(?:(?:held|located)\s+at|at|location|venue|where)\s*:?\s+/i;

/** The venue a line names ('at the Lazy Z Arena, Guthrie OK' -> 'Lazy Z Arena'), or null. */
function venueNamedIn(line: string): string | null {
  for (const rawSegment of line.split(SEGMENT_SEPARATORS)) {
    const segment = rawSegment.replace(/^@\s*/, '').replace(VENUE_PREFIX, '').replace(/^the\s+/i, '').trim();
    if (!VENUE_WORD.test(segment) || STREET_ADDRESS.test(segment)) continue;
    if (segment.split(/\s+/).length > 7 || /[$:]/.test(segment)) continue;
    return titleCaseIfShouting(segment);
  }
  return null;
}

export interface VenueLine {
  name: string;
  lineIndex: number;
}

/** The first line that is nothing but a venue name: it is the venue, and never the title. */
export function findVenueOnlyLine(lines: readonly string[]): VenueLine | null {
  for (const [lineIndex, line] of lines.entries()) {
    const name = venueNamedIn(line);
    if (name && isOnlyArenaName(line, name)) return { name, lineIndex };
  }
  return null;
}

/** The first line naming a venue, when no known arena matched; the title's lines are skipped. */
export function findVenueLine(lines: readonly string[], skipLineIndexes: ReadonlySet<number>): VenueLine | null {
  for (const [lineIndex, line] of lines.entries()) {
    const name = skipLineIndexes.has(lineIndex) ? null : venueNamedIn(line);
    if (name) return { name, lineIndex };
  }
  return null;
}
