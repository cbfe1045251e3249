import { describe, expect, it } from 'vitest';
import { LeastRecentlyUsed } from './least-recently-used';

describe('entries kept least recently used first out', () => {
  it('forget the entry used longest ago once full, a read counting as a use', () => {
    const kept = new LeastRecentlyUsed<number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c')]).toEqual([1, 3]);
  });

  it('count a falsy entry as kept and used', () => {
    const kept = new LeastRecentlyUsed<number>(2);
    kept.set('zero', 0);
    kept.set('one', 1);
    expect(kept.get('zero')).toBe(0);
    kept.set('two', 2);
    expect([kept.get('zero'), kept.get('one'), kept.get('two')]).toEqual([0, undefined, 2]);
  });

  it('give an entry taken once, then forget it', () => {
    const kept = new LeastRecentlyUsed<string>();
    kept.set('sid', 'rider');
    expect(kept.take('sid')).toBe('rider');
    expect(kept.take('sid')).toBeUndefined();
    expect(kept.get('sid')).toBeUndefined();
  });
});
