/** The nearest-rank percentile of `values` (`share` 0.5 for the median, 0.99 for p99); NaN when there are none. */
export function percentile(values: ArrayLike<number>, share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}
