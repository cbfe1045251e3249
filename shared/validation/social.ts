import { z } from 'zod';

/**
 * Bodies of the save/follow/like calls. The spec's client also sends `userId`; it is accepted and ignored,
 * because the session decides who acts.
 */
const ignoredUserId = { userId: z.unknown().optional() };

export const saveEventSchema = z.object({ eventId: z.uuid('Choose an event'), ...ignoredUserId });
export const arenaFollowSchema = z.object({ arenaId: z.uuid('Choose an arena'), ...ignoredUserId });
export const arenaLikeSchema = arenaFollowSchema;
export const producerFollowSchema = z.object({ producerId: z.uuid('Choose an event producer'), ...ignoredUserId });

export type SaveEventInput = z.infer<typeof saveEventSchema>;
export type ArenaFollowInput = z.infer<typeof arenaFollowSchema>;
export type ProducerFollowInput = z.infer<typeof producerFollowSchema>;
