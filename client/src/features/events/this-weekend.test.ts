import { describe, expect, it } from 'vitest';
import { thisWeekendRange } from './this-weekend';

const CHICAGO = 'America/Chicago';
/** The rider's clock at a moment given in UTC. */
const at = (iso: string, timeZone = CHICAGO) => ({ timeZone, now: new Date(iso) });

describe('thisWeekendRange', () => {
  it('on a Wednesday covers the coming Friday to Sunday', () => {
    expect(thisWeekendRange(at('2026-06-03T20:30:00Z'))).toEqual({ from: '2026-06-05', to: '2026-06-07' });
  });

  it('on a Monday covers that week\'s Friday to Sunday', () => {
    expect(thisWeekendRange(at('2026-06-01T13:00:00Z'))).toEqual({ from: '2026-06-05', to: '2026-06-07' });
  });

  it('on a Friday starts that day', () => {
    expect(thisWeekendRange(at('2026-06-06T01:00:00Z'))).toEqual({ from: '2026-06-05', to: '2026-06-07' });
  });

  it('on a Saturday leaves out the Friday already gone', () => {
    expect(thisWeekendRange(at('2026-06-06T14:00:00Z'))).toEqual({ from: '2026-06-06', to: '2026-06-07' });
  });

  it('on a Sunday is the weekend ending today, not next week\'s', () => {
    // 11:30 PM Sunday in Chicago is Monday in UTC.
    expect(thisWeekendRange(at('2026-06-08T04:30:00Z'))).toEqual({ from: '2026-06-07', to: '2026-06-07' });
  });

  it('crosses a month end', () => {
    expect(thisWeekendRange(at('2026-07-29T17:00:00Z'))).toEqual({ from: '2026-07-31', to: '2026-08-02' });
  });

  it('follows the rider\'s own calendar: Friday evening in Chicago is already Saturday in Auckland', () => {
    expect(thisWeekendRange(at('2026-06-06T01:00:00Z', 'Pacific/Auckland'))).toEqual({ from: '2026-06-06', to: '2026-06-07' });
  });
});
