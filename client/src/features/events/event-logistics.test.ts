import { describe, expect, it } from 'vitest';
import { entriesCountdown, formatArenaTime, formatDollars, rvSummary, stallsSummary } from './event-logistics';

const NOW = new Date('2026-04-08T12:00:00.000Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();

describe('entriesCountdown', () => {
  it.each([
    [{ entriesOpenAt: null, entriesCloseAt: at(72) }, 'Entries close in 3 days'],
    [{ entriesOpenAt: null, entriesCloseAt: at(25) }, 'Entries close in 1 day'],
    [{ entriesOpenAt: null, entriesCloseAt: at(5) }, 'Entries close in 5 hours'],
    [{ entriesOpenAt: null, entriesCloseAt: at(0.5) }, 'Entries close within the hour'],
    [{ entriesOpenAt: null, entriesCloseAt: at(-1) }, 'Entries closed'],
    [{ entriesOpenAt: at(24), entriesCloseAt: at(72) }, null],
    [{ entriesOpenAt: null, entriesCloseAt: null }, null],
  ])('%j reads %j', (event, expected) => {
    expect(entriesCountdown(event, NOW)).toBe(expected);
  });
});

describe('formatArenaTime', () => {
  it('names the arena\'s zone only when the rider\'s clocks read differently', () => {
    // 8:00 PM CDT.
    expect(formatArenaTime('2026-04-11T01:00:00.000Z', 'America/Chicago', 'America/Chicago')).toBe('Fri, Apr 10, 8:00 PM');
    expect(formatArenaTime('2026-04-11T01:00:00.000Z', 'America/Chicago', 'America/Denver')).toBe('Fri, Apr 10, 8:00 PM CDT');
    // Arizona and Denver share the clock in winter, not in summer.
    expect(formatArenaTime('2026-01-10T02:00:00.000Z', 'America/Phoenix', 'America/Denver')).toBe('Fri, Jan 9, 7:00 PM');
    expect(formatArenaTime('2026-07-11T02:00:00.000Z', 'America/Phoenix', 'America/Denver')).toBe('Fri, Jul 10, 7:00 PM MST');
  });
});

describe('summaries', () => {
  it('reads money, stalls and RV in a few words', () => {
    expect(formatDollars('1500.00')).toBe('$1,500');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(null)).toBeNull();
    expect(stallsSummary({ stallsAvailable: true, stallStatus: 'sold_out', stallPricePerNight: '35.00' })).toBe('Stalls sold out');
    expect(stallsSummary({ stallsAvailable: true, stallStatus: 'available', stallPricePerNight: '35.00' })).toBe('Stalls available, $35/night');
    expect(stallsSummary({ stallsAvailable: false, stallStatus: null, stallPricePerNight: null })).toBe('No stalls');
    expect(stallsSummary({ stallsAvailable: null, stallStatus: null, stallPricePerNight: null })).toBeNull();
    expect(rvSummary({ rvHookups: 'full', rvPricePerNight: '40.00', dryCampingAllowed: false })).toBe('Full hookups, $40/night; no dry camping');
    expect(rvSummary({ rvHookups: null, rvPricePerNight: null, dryCampingAllowed: true })).toBe('Dry camping allowed');
  });
});
