/** Display rules of a horse hotel's numbers and lists: prices read in dollars per day and per week ('$35/day'). */

/** Cards show at most this many amenities, then '+N more'. */
const CARD_AMENITY_LIMIT = 3;

/** '$35', '$35.50', '$1,200' from a numeric(10,2) string; null when missing or not a number. */
function formatDollars(amount: string | number | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return null;
  const cents = Number.isInteger(value) ? 0 : 2;
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: 2 })}`;
}

/** '$35/day' or '$200/week'; null when there is no rate. */
export function formatRate(amount: string | number | null | undefined, per: 'day' | 'week'): string | null {
  const dollars = formatDollars(amount);
  return dollars ? `${dollars}/${per}` : null;
}

/** The first `limit` amenities and how many more there are ('+N more'). */
export function amenitySummary(amenities: string[] | null | undefined, limit = CARD_AMENITY_LIMIT) {
  const all = amenities ?? [];
  const more = Math.max(0, all.length - limit);
  return { shown: all.slice(0, limit), more, moreLabel: more > 0 ? `+${more} more` : null };
}

/** 'Aledo, TX' */
export const cityState = (hotel: { city: string; state: string }) => `${hotel.city}, ${hotel.state}`;

/** '1450 FM 1187, Aledo, TX 76008': the street when known, then city, state and ZIP. */
export function fullAddress(hotel: { address?: string | null; city: string; state: string; zipCode?: string | null }): string {
  const stateZip = [hotel.state, hotel.zipCode].filter(Boolean).join(' ');
  return [hotel.address, hotel.city, stateZip].filter(Boolean).join(', ');
}

/** '40 stalls', '1 stall'; null when unknown. */
export function stallCountLabel(stallCount: number | null | undefined): string | null {
  if (stallCount === null || stallCount === undefined) return null;
  return `${stallCount} ${stallCount === 1 ? 'stall' : 'stalls'}`;
}
