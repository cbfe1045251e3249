/** How a user badge is shown, shared by the API and the client. */
export const BADGE_ICONS = ['trophy', 'message-square', 'map-pin', 'award'] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];
export type BadgeLevel = 'bronze' | 'silver' | 'gold';

export interface BadgeDefinition {
  name: string;
  description: string;
  icon: BadgeIcon;
}

export interface BadgeDisplay extends BadgeDefinition {
  id: string;
  badgeType: string;
  badgeLevel: BadgeLevel;
}

export const BADGE_CATALOGUE: Record<string, BadgeDefinition> = {
  first_review: { name: 'First Review', description: 'Wrote a first arena review', icon: 'message-square' },
  top_reviewer: { name: 'Top Reviewer', description: 'Writes reviews other riders rely on', icon: 'trophy' },
  event_goer: { name: 'Event Goer', description: 'Shows up and runs at events', icon: 'award' },
  arena_scout: { name: 'Arena Scout', description: 'Added and checked arenas for the community', icon: 'map-pin' },
  community_helper: { name: 'Community Helper', description: 'Helps other riders with answers and updates', icon: 'message-square' },
  trip_planner: { name: 'Trip Planner', description: 'Plans trips around events and stabling', icon: 'map-pin' },
};

/** 'some_new_type' -> 'Some New Type', so a badge type added later still shows sensibly. */
function titleFromType(badgeType: string): string {
  const words = badgeType.split(/[_\s-]+/).filter(Boolean);
  if (words.length === 0) return 'Badge';
  return words.map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}

export function badgeDefinition(badgeType: string): BadgeDefinition {
  return Object.hasOwn(BADGE_CATALOGUE, badgeType)
    ? BADGE_CATALOGUE[badgeType]
    : { name: titleFromType(badgeType), description: 'Earned in the Cloverleaf community', icon: 'award' };
}

export function badgeDisplay(badge: { id: string; badgeType: string; badgeLevel: BadgeLevel }): BadgeDisplay {
  return { id: badge.id, badgeType: badge.badgeType, badgeLevel: badge.badgeLevel, ...badgeDefinition(badge.badgeType) };
}

/** A comment card shows at most this many badges. */
export const MAX_COMMENT_BADGES = 3;
