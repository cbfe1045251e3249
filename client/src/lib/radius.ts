import { DEFAULT_RADIUS_MILES } from '@shared/geo';

/** The bounds of a "within N miles" input (SPEC 5 and 9). */
export interface RadiusRange {
  min: number;
  max: number;
  step: number;
}

/** Arenas: 5 to 500 miles. */
export const ARENA_RADIUS_RANGE: RadiusRange = { min: 5, max: 500, step: 1 };
/** Events: 10 to 500 miles in steps of 10. */
export const EVENT_RADIUS_RANGE: RadiusRange = { min: 10, max: 500, step: 10 };

export { DEFAULT_RADIUS_MILES };

/**
 * The radius to search with for what was typed: a non-numeric value falls back to 50 miles; anything else is
 * clamped to the range and snapped to its step.
 */
export function parseRadius(value: string | number | null | undefined, range: RadiusRange): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  const parsed = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(parsed)) return DEFAULT_RADIUS_MILES;
  const stepped = range.min + Math.round((parsed - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, stepped));
}

/** Props for the radius <input type="number">: it is disabled until a location is set. */
export function radiusInputProps(range: RadiusRange, hasLocation: boolean) {
  return { type: 'number', inputMode: 'numeric', min: range.min, max: range.max, step: range.step, disabled: !hasLocation } as const;
}
