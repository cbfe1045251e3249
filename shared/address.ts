const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The street line of an address that may also spell out its town: '1200 Ranch Rd, Dublin, TX 76446, USA' ->
 * '1200 Ranch Rd', and 'Dublin, TX, USA' (a town picked from the address search) -> null. Pages print the street
 * followed by the arena's city and state, so a stored copy of them would show twice ("Dublin, TX, USA, Dublin, TX").
 * migrations/0004_arena_large_rigs_unanswered.sql applies the same rule to the rows stored before it.
 */
export function streetLine(address: string | null | undefined, city: string, state: string): string | null {
  const trimmed = address?.trim() ?? '';
  if (!trimmed) return null;
  const town = city.trim();
  const region = state.trim();
  if (!town || !region) return trimmed;
  const repeatedPlace = new RegExp(
    `(^|,)\\s*${escapeRegExp(town)}\\s*,\\s*${escapeRegExp(region)}(\\s+\\d{5}(-\\d{4})?)?(\\s*,\\s*(USA|United States))?\\s*$`,
    'i',
  );
  return trimmed.replace(repeatedPlace, '').trim() || null;
}
