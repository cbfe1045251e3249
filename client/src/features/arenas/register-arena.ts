import type { z } from 'zod';
import type { ArenaListItem } from '@shared/contracts/arenas';
import type { registerArenaSchema } from '@shared/validation';
import { apiErrorBody, apiErrorStatus } from '@/lib/api-error';

/** The form's values as typed: every text field a string, the checkbox a boolean. */
export type RegisterArenaValues = z.input<typeof registerArenaSchema>;
/**
 * What is posted: trimmed, state upper-cased, coordinates as fixed decimals, empty optional values null; and the
 * rider's uploaded cover photo, if any.
 */
export type RegisterArenaPayload = z.output<typeof registerArenaSchema> & { coverUploadId?: string | null };

export const EMPTY_REGISTER_ARENA_VALUES = {
  name: '', address: '', city: '', state: '', zipCode: '', latitude: '', longitude: '',
  footingType: '', arenaType: '', parkingSurface: '', parkingCapacity: '', largeRigsFriendly: false,
  nearbyFuel: '', nearbyFood: '', nearbyFeedStore: '', nearbyVet: '', nearbyFarrier: '', coverImage: '', videoUrl: '',
} satisfies Record<keyof RegisterArenaValues, string | boolean>;

/** A stored arena as the form's values, to edit it: missing text is '', the rig question unticked unless yes. */
export function arenaToFormValues(arena: ArenaListItem): RegisterArenaValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: arena.name, address: text(arena.address), city: arena.city, state: arena.state, zipCode: text(arena.zipCode),
    latitude: text(arena.latitude), longitude: text(arena.longitude), footingType: text(arena.footingType),
    arenaType: text(arena.arenaType), parkingSurface: text(arena.parkingSurface), parkingCapacity: text(arena.parkingCapacity),
    largeRigsFriendly: arena.largeRigsFriendly === true, nearbyFuel: text(arena.nearbyFuel), nearbyFood: text(arena.nearbyFood),
    nearbyFeedStore: text(arena.nearbyFeedStore), nearbyVet: text(arena.nearbyVet), nearbyFarrier: text(arena.nearbyFarrier),
    coverImage: text(arena.coverImage), videoUrl: text(arena.videoUrl),
  };
}

export const REQUIRED_ARENA_FIELDS = ['name', 'address', 'city', 'state', 'zipCode'] as const;

/** The field messages of a 400 from the API (`{message, errors: [{path, message}]}`), by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (apiErrorStatus(error) !== 400) return {};
  const errors = apiErrorBody(error)?.errors;
  if (!Array.isArray(errors)) return {};
  const entries = (errors as { path?: unknown; message?: unknown }[])
    .filter((entry) => typeof entry.path === 'string' && typeof entry.message === 'string')
    .map((entry) => [entry.path as string, entry.message as string]);
  return Object.fromEntries(entries);
}

/** Shows a 400's field messages under the form's own fields (messages for fields the form lacks are left out). */
export function setServerFieldErrors(
  error: unknown, values: object, setError: (field: keyof RegisterArenaValues, error: { message: string }) => void,
) {
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if (field in values) setError(field as keyof RegisterArenaValues, { message });
  }
}
