import { DEFAULT_RADIUS_MILES } from './geo';

/**
 * The rule of one list's "within N miles" search, in whole miles. One definition for the box on the screen
 * (client/src/lib/radius.ts) and for the API's query schema (shared/validation), so what the box shows is what the
 * server accepts and searches.
 */
export interface RadiusRule {
  min: number;
  max: number;
}

/** Events 10 to 500 miles. Any whole number inside is searched as typed (issue 16: no rounding to tens). */
export const EVENT_RADIUS: RadiusRule = { min: 10, max: 500 };
/** Arenas 5 to 500 miles. */
export const ARENA_RADIUS: RadiusRule = { min: 5, max: 500 };

export const radiusRangeMessage = (rule: RadiusRule) => `Radius must be from ${rule.min} to ${rule.max} miles`;

const WHOLE_NUMBER = /^\d+$/;

/** A typed radius: its miles when it is a whole number inside the rule, else null (the box then says why). */
export function validRadius(input: string | number | null | undefined, rule: RadiusRule): number | null {
  const text = String(input ?? '').trim();
  if (!WHOLE_NUMBER.test(text)) return null;
  const miles = Number(text);
  return miles >= rule.min && miles <= rule.max ? miles : null;
}

/**
 * What a typed radius becomes when the rider leaves the box (and what an address's radius stands for): the
 * 50 miles for a value that is not a number, else the number rounded to whole miles and kept inside the rule.
 */
export function settleRadius(input: string | number | null | undefined, rule: RadiusRule): number {
  const text = String(input ?? '').trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return DEFAULT_RADIUS_MILES;
  return Math.min(rule.max, Math.max(rule.min, Math.round(value)));
}
