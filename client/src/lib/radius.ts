import { useState } from 'react';
import { ARENA_RADIUS, EVENT_RADIUS, settleRadius, validRadius, type RadiusRule } from '@shared/radius';
import { useDebouncedValue } from './use-debounced-value';

export { ARENA_RADIUS, EVENT_RADIUS, settleRadius, validRadius, type RadiusRule };

/** The radius box's message while its text is not a radius the list can search. */
export const radiusFieldError = (rule: RadiusRule) => `Enter whole miles from ${rule.min} to ${rule.max}`;

/**
 * The radius a typed value stands for when the box is left: SPEC 5's 50 miles for a non-numeric value, else the
 * number in whole miles kept inside the rule. The box is set to this value, so it always shows what is searched.
 */
export function parseRadius(input: string | number | null | undefined, rule: RadiusRule): number {
  return settleRadius(input, rule);
}

/**
 * The radius to send with a search: none without a location (the input is disabled then), else the typed value
 * when it is a valid radius, or what it settles to.
 */
export function radiusForQuery(input: string, rule: RadiusRule, hasLocation: boolean): number | undefined {
  if (!hasLocation) return undefined;
  return validRadius(input, rule) ?? settleRadius(input, rule);
}

/**
 * The radius text a list searches with: what the rider typed once typing pauses, while it is a valid radius. While
 * it is not (an empty box, 4 miles for events, 25.5), the list keeps the last valid radius and the box says why;
 * leaving the box settles it (`parseRadius`), which then applies.
 */
export function useAppliedRadius(typed: string, rule: RadiusRule, delayMs: number): string {
  const settled = useDebouncedValue(typed, delayMs);
  const [applied, setApplied] = useState(() => String(validRadius(settled, rule) ?? settleRadius(settled, rule)));
  const valid = validRadius(settled, rule);
  // Adjusting state while rendering (React's pattern for state derived from a changing value): no extra pass.
  if (valid !== null && String(valid) !== applied) setApplied(String(valid));
  return valid !== null ? String(valid) : applied;
}

/** Attributes of the radius <input>: whole miles inside the rule, disabled until a location is set. */
export function radiusInputProps(rule: RadiusRule, hasLocation: boolean) {
  return {
    type: 'number',
    inputMode: 'numeric',
    min: rule.min,
    max: rule.max,
    step: 1,
    disabled: !hasLocation,
  } as const;
}
