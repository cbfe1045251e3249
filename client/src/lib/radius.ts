import { ARENA_RADIUS, EVENT_RADIUS, settleRadius, validRadius, type RadiusRule } from '@shared/radius';

export { ARENA_RADIUS, EVENT_RADIUS, settleRadius, validRadius, type RadiusRule };

/** The radius box's message while its text is not a radius the list can search. */
export const radiusFieldError = (rule: RadiusRule) => `Enter whole miles from ${rule.min} to ${rule.max}`;

/**
 * The radius a typed value stands for when the box is left: 50 miles for a non-numeric value, else the
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
