import { describe, expect, it } from 'vitest';
import { amenitySummary, formatRate, fullAddress, stallCountLabel } from './hotel-format';

describe('hotel format', () => {
  it('shows rates in dollars per day and per week, cents only when there are some', () => {
    expect(formatRate('35.00', 'day')).toBe('$35/day');
    expect(formatRate('200.00', 'week')).toBe('$200/week');
    expect(formatRate('37.50', 'day')).toBe('$37.50/day');
    expect(formatRate('1200.00', 'week')).toBe('$1,200/week');
    expect(formatRate('0.00', 'day')).toBe('$0/day');
    expect(formatRate(null, 'day')).toBeNull();
    expect(formatRate('', 'week')).toBeNull();
    expect(formatRate('abc', 'week')).toBeNull();
  });

  it('keeps the first three amenities and counts the rest', () => {
    expect(amenitySummary(['Wash rack', 'Shavings', 'RV hookups', 'Hay', 'Arena'])).toEqual({
      shown: ['Wash rack', 'Shavings', 'RV hookups'], more: 2, moreLabel: '+2 more',
    });
    expect(amenitySummary(['Wash rack', 'Shavings', 'RV hookups'])).toEqual({
      shown: ['Wash rack', 'Shavings', 'RV hookups'], more: 0, moreLabel: null,
    });
    expect(amenitySummary(null)).toEqual({ shown: [], more: 0, moreLabel: null });
  });

  it('joins the address parts that are present', () => {
    expect(fullAddress({ address: '1450 FM 1187', city: 'Aledo', state: 'TX', zipCode: '76008' }))
      .toBe('1450 FM 1187, Aledo, TX 76008');
    expect(fullAddress({ address: null, city: 'Aledo', state: 'TX', zipCode: null })).toBe('Aledo, TX');
  });

  it('counts stalls', () => {
    expect(stallCountLabel(40)).toBe('40 stalls');
    expect(stallCountLabel(1)).toBe('1 stall');
    expect(stallCountLabel(0)).toBe('0 stalls');
    expect(stallCountLabel(null)).toBeNull();
  });
});
