import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { trips } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { ownedTrip } from './trips.repo';

/** A share link's secret: 192 random bits, URL-safe. */
const newShareToken = () => randomBytes(24).toString('base64url');

/** What a share token can look like; anything else is simply not a live link. */
export const isShareToken = (value: string) => /^[A-Za-z0-9_-]{16,64}$/.test(value);

/**
 * Turns the rider's share link on and answers its token; asked again, the same link (a double tap does not revoke
 * the copy already sent). Null when the trip is not theirs.
 */
export async function shareTrip(db: Queryable, userId: string, tripId: string): Promise<string | null> {
  const [trip] = await db.update(trips)
    .set({ shareToken: sql`coalesce(${trips.shareToken}, ${newShareToken()})` })
    .where(ownedTrip(userId, tripId))
    .returning({ shareToken: trips.shareToken });
  return trip?.shareToken ?? null;
}

/** Revokes the share link: the old address answers 404 from now on. False when the trip is not theirs. */
export async function unshareTrip(db: Queryable, userId: string, tripId: string): Promise<boolean> {
  const updated = await db.update(trips).set({ shareToken: null }).where(ownedTrip(userId, tripId)).returning({ id: trips.id });
  return updated.length > 0;
}
