/**
 * Every paged list answers a JSON array with its total in `X-Total-Count`. The largest lists count their matches
 * only up to TOTAL_COUNT_CAP (counting a million events for "Showing 24 of ..." costs more than the page); then
 * they send the cap with this header set to 'true', meaning "at least this many".
 */
export const TOTAL_CAPPED_HEADER = 'X-Total-Count-Capped';
export const TOTAL_COUNT_CAP = 1000;

/** A list's total as riders read it: '14', or '1000+' when the server stopped counting. */
export const totalText = (total: number, capped: boolean) => (capped ? `${total}+` : String(total));
