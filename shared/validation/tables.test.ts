import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  arenas, eventComments, events, feedItems, feedPostComments, horseHotelReviews, horseHotels, reviews, serviceProviders,
  tripEvents, tripHorseHotels, trips, tripServices, userProfiles,
} from '../schema';
import { createArenaReviewSchema, createArenaSchema, quickArenaSchema, registerArenaSchema } from './arenas';
import { createCommentSchema, createEventSchema, updateEventSchema } from './events';
import { createFeedCommentSchema, createFeedPostSchema } from './feed';
import { createHorseHotelSchema, createHotelReviewSchema } from './hotels';
import { createServiceProviderSchema } from './services';
import { addTripEventSchema, addTripHorseHotelSchema, addTripServiceSchema, createTripSchema, updateTripSchema } from './trips';
import { updateProfileSchema } from './users';

/** The object inside a refined, transformed or piped schema. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = (schema as unknown as { def: { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType } }).def;
  if (def.type === 'object') return def.shape!;
  if (def.type === 'pipe') return shapeOf(def.in!);
  throw new Error(`No object inside a ${def.type} schema`);
}

/**
 * The write validators are plain zod (the browser runs them without the Drizzle tables); this keeps them tied to
 * the tables: every field they take is a column of the table it is written to, except the ones named here (uploads
 * to claim, a series to expand), which the server turns into columns itself.
 */
const WRITES: [string, z.ZodType, Table, string[]][] = [
  ['createArenaSchema', createArenaSchema, arenas, ['coverUploadId']],
  ['quickArenaSchema', quickArenaSchema, arenas, []],
  ['registerArenaSchema', registerArenaSchema, arenas, []],
  ['createArenaReviewSchema', createArenaReviewSchema, reviews, ['photoUploadIds']],
  ['createEventSchema', createEventSchema, events, ['flyerUploadId', 'recurrence']],
  ['updateEventSchema', updateEventSchema, events, ['flyerUploadId', 'scope']],
  ['createCommentSchema', createCommentSchema, eventComments, []],
  ['createFeedPostSchema', createFeedPostSchema, feedItems, ['photoUploadId']],
  ['createFeedCommentSchema', createFeedCommentSchema, feedPostComments, []],
  ['createHorseHotelSchema', createHorseHotelSchema, horseHotels, ['coverUploadId']],
  ['createHotelReviewSchema', createHotelReviewSchema, horseHotelReviews, ['photoUploadIds']],
  ['createServiceProviderSchema', createServiceProviderSchema, serviceProviders, []],
  ['createTripSchema', createTripSchema, trips, []],
  ['updateTripSchema', updateTripSchema, trips, []],
  ['addTripEventSchema', addTripEventSchema, tripEvents, []],
  ['addTripHorseHotelSchema', addTripHorseHotelSchema, tripHorseHotels, ['insertAfterStopId']],
  ['addTripServiceSchema', addTripServiceSchema, tripServices, []],
  ['updateProfileSchema', updateProfileSchema, userProfiles, ['avatarUploadId']],
];

describe('the write validators and the tables', () => {
  it.each(WRITES)('%s takes only columns of its table (and its named extras)', (_name, schema, table, extras) => {
    const columns = Object.keys(getTableColumns(table));
    const notColumns = Object.keys(shapeOf(schema)).filter((field) => !columns.includes(field) && !extras.includes(field));
    expect(notColumns).toEqual([]);
    // Each named extra is really taken, so the list cannot grow stale.
    for (const extra of extras) expect(Object.keys(shapeOf(schema))).toContain(extra);
  });

  it('gives no text field a longer limit than its column holds', () => {
    const tooLong: string[] = [];
    let compared = 0;
    for (const [name, schema, table] of WRITES) {
      const columns = getTableColumns(table) as Record<string, { length?: number }>;
      for (const [field, fieldSchema] of Object.entries(shapeOf(schema))) {
        const columnLength = columns[field]?.length;
        const maxLength = JSON.stringify(fieldSchema.toJSONSchema?.({ unrepresentable: 'any', io: 'input' }) ?? {})
          .match(/"maxLength":(\d+)/)?.[1];
        if (!columnLength || !maxLength) continue;
        compared += 1;
        if (Number(maxLength) > columnLength) tooLong.push(`${name}.${field}: ${maxLength} > ${columnLength}`);
      }
    }
    expect(tooLong).toEqual([]);
    expect(compared).toBeGreaterThan(10);
  });
});
