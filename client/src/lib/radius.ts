import { DEFAULT_RADIUS_MILES } from '@shared/geo';

/** The bounds of a "within N miles" input (SPEC 5/9). */
export interface RadiusRule {
  min: number;
  max: number;
  step: number;
}

/** Events: 10 to 500 miles in steps of 10. */
export const EVENT_RADIUS: RadiusRule = { min: 10, max: 500, step: 10 };
/** Arenas: 5 to 500 miles. */
export const ARENA_RADIUS: RadiusRule = { min: 5, max: 500, step: 5 };

/**
 * The radius a typed value stands for: a non-numeric value falls back to 50 miles; a number is rounded to the
 * rule's step and kept inside its bounds.
 */
export function parseRadius(input: string | number | null | undefined, rule: RadiusRule): number {
  const value = typeof input === 'number' ? input : Number(String(input ?? '').trim() || Number.NaN);
  if (!Number.isFinite(value)) return DEFAULT_RADIUS_MILES;
  const stepped = Math.round(value / rule.step) * rule.step;
  return Math.min(rule.max, Math.max(rule.min, stepped));
}

/**
 * The radius to send with a search: none without a location (the input is disabled then), else the parsed value.
 */
export function radiusForQuery(input: string, rule: RadiusRule, hasLocation: boolean): number | undefined {
  return hasLocation ? parseRadius(input, rule) : undefined;
}

/** Attributes of the radius <input>: a number field bounded by the rule, disabled until a location is set. */
export function radiusInputProps(rule: RadiusRule, hasLocation: boolean) {
  return {
    type: 'number',
    inputMode: 'numeric',
    min: rule.min,
    max: rule.max,
    step: rule.step,
    disabled: !hasLocation,
  } as const;
}
