import tzLookup from '@photostructure/tz-lookup';
import { isNull, sql } from 'drizzle-orm';
import { arenas } from '@shared/schema';
import { DEFAULT_TIME_ZONE } from '@shared/time-zones';
import type { Queryable } from '../../db/client';

/**
 * The zone most of each state's people live in, for an arena without coordinates. States split between two zones
 * (Texas's far west, the Florida panhandle, Idaho's north...) take the larger side; coordinates, when given, are
 * exact.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago',
  CA: 'America/Los_Angeles', CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York',
  DC: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York', HI: 'Pacific/Honolulu',
  ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis', IA: 'America/Chicago',
  KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago',
  MS: 'America/Chicago', MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago',
  NV: 'America/Los_Angeles', NH: 'America/New_York', NJ: 'America/New_York', NM: 'America/Denver',
  NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago', OH: 'America/New_York',
  OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago',
  UT: 'America/Denver', VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles',
  WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver', PR: 'America/Puerto_Rico',
};

export interface ArenaPlace {
  latitude?: string | number | null;
  longitude?: string | number | null;
  state?: string | null;
}

/**
 * The IANA zone of an arena's place: from its coordinates (the zone boundaries, e.g. El Paso is Mountain time),
 * else from its state, else US Central. A point at sea gets its state's zone rather than a nautical 'Etc/GMT+6'.
 */
export function arenaTimeZone({ latitude, longitude, state }: ArenaPlace): string {
  const [lat, lng] = [Number(latitude ?? Number.NaN), Number(longitude ?? Number.NaN)];
  if (latitude != null && longitude != null && Number.isFinite(lat) && Number.isFinite(lng)) {
    try {
      const zone = tzLookup(lat, lng);
      if (!zone.startsWith('Etc/')) return zone;
    } catch {
      // out of range: fall back to the state
    }
  }
  return STATE_TIME_ZONES[state?.toUpperCase() ?? ''] ?? DEFAULT_TIME_ZONE;
}

/** The arena's zone in a read model: always a zone, even for a row written before the column was filled. */
export const arenaTimeZoneSql = sql<string>`coalesce(${arenas.timeZone}, ${DEFAULT_TIME_ZONE})`;

const BACKFILL_BATCH = 1000;

/**
 * Gives every arena without a zone its zone, a batch at a time. Only rows still without one are touched, so it can
 * run at every start (after the migrations) and after bulk loads, and stop halfway without harm.
 */
export async function backfillArenaTimeZones(db: Queryable): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.select({ id: arenas.id, latitude: arenas.latitude, longitude: arenas.longitude, state: arenas.state })
      .from(arenas).where(isNull(arenas.timeZone)).limit(BACKFILL_BATCH);
    if (rows.length === 0) return filled;
    const zones = rows.map((row) => sql`(${row.id}::uuid, ${arenaTimeZone(row)})`);
    await db.execute(sql`update ${arenas} set time_zone = zone.name
      from (values ${sql.join(zones, sql`, `)}) as zone(id, name) where ${arenas.id} = zone.id`);
    filled += rows.length;
  }
}
