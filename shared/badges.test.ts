import { describe, expect, it } from 'vitest';
import { BADGE_ICONS, badgeDefinition, badgeDisplay } from './badges';

describe('badge catalogue', () => {
  it('names every known badge type with one of the four icons', () => {
    for (const type of ['first_review', 'top_reviewer', 'event_goer', 'arena_scout', 'community_helper', 'trip_planner']) {
      const definition = badgeDefinition(type);
      expect(definition.name).not.toBe('');
      expect(definition.description).not.toBe('');
      expect(BADGE_ICONS).toContain(definition.icon);
    }
    expect(badgeDefinition('top_reviewer')).toMatchObject({ name: 'Top Reviewer', icon: 'trophy' });
  });

  it('falls back to a title made from the type and the award icon', () => {
    expect(badgeDefinition('barrel_racing-legend')).toMatchObject({ name: 'Barrel Racing Legend', icon: 'award' });
    expect(badgeDefinition('toString').name).toBe('Tostring');
    expect(badgeDefinition('__').name).toBe('Badge');
  });

  it('builds the display shape from a stored badge', () => {
    expect(badgeDisplay({ id: 'b1', badgeType: 'arena_scout', badgeLevel: 'gold' })).toEqual({
      id: 'b1', badgeType: 'arena_scout', badgeLevel: 'gold', name: 'Arena Scout',
      description: 'Added and checked arenas for the community', icon: 'map-pin',
    });
  });
});
