import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../constants';
import { pageQuery } from './common';

export const notificationListQuery = pageQuery.extend({
  kind: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(NOTIFICATION_KINDS).nullish()),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** POST /api/notifications/read: these (the rider's own), or every one when `ids` is left out. */
export const markNotificationsReadSchema = z.object({
  ids: z.array(z.uuid('Invalid notification id'), { error: 'ids must be a list' }).max(200, 'At most 200 at once').optional(),
});

/** PUT /api/notification-preferences: the kinds to change, each with how the rider hears of it. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(z.object({
    kind: z.enum(NOTIFICATION_KINDS, { error: 'Unknown kind of notification' }),
    channel: z.enum(NOTIFICATION_CHANNELS, { error: `Choose one of: ${NOTIFICATION_CHANNELS.join(', ')}` }),
  }), { error: 'preferences must be a list' }).min(1, 'Choose at least one').max(NOTIFICATION_KINDS.length, 'One choice per kind'),
});

/** POST /api/notifications/unsubscribe: the signed token of an email's link (in the body, or the query for one-click). */
export const unsubscribeSchema = z.object({
  token: z.string({ error: 'The unsubscribe link is missing its token' }).min(1, 'The unsubscribe link is missing its token').max(300, 'This unsubscribe link is not valid'),
});
