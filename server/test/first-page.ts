import { expect } from 'vitest';
import { TOTAL_COUNT_CAP } from '@shared/contracts/paging';

/** A list's first page of `size` and its total (counted up to the cap) are what the plain way's every match gives. */
export function expectFirstPageOf(found: { ids: string[]; total: number }, expected: string[], size = 24) {
  expect(found.ids).toEqual(expected.slice(0, size));
  expect(found.total).toBe(Math.min(expected.length, TOTAL_COUNT_CAP));
}
