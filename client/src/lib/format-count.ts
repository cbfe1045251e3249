/**
 * A whole count with thousands separators, as en-US writes it: 12345 -> '12,345'. Done by hand because the first
 * Intl.NumberFormat a page builds costs a phone over 100 ms, and counts need nothing else Intl offers.
 */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** '1 event', '0 horse hotels', '2 services': a count with its noun. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
