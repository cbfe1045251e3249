import { describe, expect, it } from 'vitest';
import { streetLine } from './address';

describe('streetLine', () => {
  it('drops the town, state, ZIP and country a full address repeats', () => {
    expect(streetLine('1200 Ranch Rd, Dublin, TX 76446, USA', 'Dublin', 'TX')).toBe('1200 Ranch Rd');
    expect(streetLine('1200 Ranch Rd, Dublin, TX', 'Dublin', 'TX')).toBe('1200 Ranch Rd');
    expect(streetLine('9600 Lazy E Dr, Guthrie, OK 73044-1234, United States', 'Guthrie', 'ok')).toBe('9600 Lazy E Dr');
    expect(streetLine('1 Main St,dublin ,tx, usa', 'Dublin', 'TX')).toBe('1 Main St');
  });

  it('keeps nothing when the address is only the town (a town picked from the address search)', () => {
    expect(streetLine('Dublin, TX, USA', 'Dublin', 'TX')).toBeNull();
    expect(streetLine('Dublin, TX 76446, USA', 'Dublin', 'TX')).toBeNull();
    expect(streetLine('  ', 'Dublin', 'TX')).toBeNull();
    expect(streetLine(null, 'Dublin', 'TX')).toBeNull();
  });

  it('leaves a street alone, also one that names another town or contains the town inside a word', () => {
    expect(streetLine('1200 Ranch Rd', 'Dublin', 'TX')).toBe('1200 Ranch Rd');
    expect(streetLine('500 Hwy 6, Stephenville, TX', 'Dublin', 'TX')).toBe('500 Hwy 6, Stephenville, TX');
    expect(streetLine('12 North Dublin, TX', 'Dublin', 'TX')).toBe('12 North Dublin, TX');
    expect(streetLine('4 St. Jo Rd, St. Jo, TX', 'St. Jo', 'TX')).toBe('4 St. Jo Rd');
    expect(streetLine('4 Stx Jo Rd', 'St. Jo', 'TX')).toBe('4 Stx Jo Rd');
  });
});
