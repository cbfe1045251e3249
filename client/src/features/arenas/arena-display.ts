import type { ArenaDetail } from '@shared/contracts/arenas';
import { safeImageUrl } from '@/components/ui/external-link';
import { arenaPaths } from './api';

const ARENA_PLACEHOLDER_IMAGE = arenaPaths.placeholderImage;

/** The arena's cover photo, or the placeholder when it has none (or a link that is not http(s)). */
export const arenaCoverUrl = (coverImage: string | null | undefined) => safeImageUrl(coverImage) ?? ARENA_PLACEHOLDER_IMAGE;

/** The arena page's hero: the cover photo, else the first photo, else the placeholder. */
export const arenaHeroImage = (arena: Pick<ArenaDetail, 'coverImage' | 'photos'>) =>
  safeImageUrl(arena.coverImage) ?? safeImageUrl(arena.photos[0]) ?? ARENA_PLACEHOLDER_IMAGE;

/** 'indoor' -> 'Indoor'. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const cityState = (city: string | null | undefined, state: string | null | undefined) =>
  [city, state].filter(Boolean).join(', ');

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Who edits an arena: its owner; before anyone owns it, the rider who added it; and moderators. */
export function canEditArena(arena: Pick<ArenaDetail, 'ownerId' | 'createdBy'>, user: { id: string; role: string } | null | undefined) {
  if (!user) return false;
  if (user.role !== 'rider') return true;
  return arena.ownerId ? arena.ownerId === user.id : arena.createdBy === user.id;
}
