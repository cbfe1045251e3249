/**
 * Every paged list answers a JSON array with its total in `X-Total-Count`. The largest lists count their matches
 * only up to TOTAL_COUNT_CAP; then they send the cap with this header set to 'true', meaning "at least this many".
 * Counting costs in proportion to what is counted: past a hundred, "100+ events" tells a rider as much as the exact
 * figure would (narrow the search to see it), and a dense circle's count costs no more than its page.
 */
export const TOTAL_CAPPED_HEADER = 'X-Total-Count-Capped';
export const TOTAL_COUNT_CAP = 100;

/**
 * How many photos an arena's or a horse hotel's page comes with, the newest (three rows of the arena's grid, four of
 * the hotel's): riders add up to ten at a time, so a popular place's gallery grows without bound; the rest are read
 * a page at a time (GET /api/arenas/{id}/photos, GET /api/horse-hotels/{id}/photos).
 */
export const GALLERY_PAGE_PHOTOS = 12;

/** A list's total as riders read it: '14', or '100+' when the server stopped counting. */
export const totalText = (total: number, capped: boolean) => (capped ? `${total}+` : String(total));
