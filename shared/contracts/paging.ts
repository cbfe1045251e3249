/**
 * Every paged list answers a JSON array with its total in `X-Total-Count`. The largest lists count their matches
 * only up to TOTAL_COUNT_CAP; then they send the cap with this header set to 'true', meaning "at least this many".
 * Counting costs in proportion to what is counted: past a hundred, "100+ events" tells a rider as much as the exact
 * figure would (narrow the search to see it), and a dense circle's count costs no more than its page.
 */
export const TOTAL_CAPPED_HEADER = 'X-Total-Count-Capped';
export const TOTAL_COUNT_CAP = 100;

/** A list's total as riders read it: '14', or '100+' when the server stopped counting. */
export const totalText = (total: number, capped: boolean) => (capped ? `${total}+` : String(total));
