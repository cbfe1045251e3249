import { describe, expect, it } from 'vitest';
import { canEditArena } from './arena-display';

const rider = { id: 'r1', role: 'rider' };

describe('canEditArena', () => {
  it('is its owner once claimed, its creator before, moderators always, and nobody signed out', () => {
    expect(canEditArena({ ownerId: null, createdBy: 'r1' }, rider)).toBe(true);
    expect(canEditArena({ ownerId: 'o1', createdBy: 'r1' }, rider)).toBe(false);
    expect(canEditArena({ ownerId: 'r1', createdBy: null }, rider)).toBe(true);
    expect(canEditArena({ ownerId: null, createdBy: null }, rider)).toBe(false);
    expect(canEditArena({ ownerId: 'o1', createdBy: null }, { id: 'm1', role: 'moderator' })).toBe(true);
    expect(canEditArena({ ownerId: null, createdBy: 'r1' }, null)).toBe(false);
  });
});
