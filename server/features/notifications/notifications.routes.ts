import { Router } from 'express';
import { NOTIFICATION_KIND_LABELS } from '@shared/constants';
import type { NotificationPreferences, UnreadCount, UnsubscribeResult } from '@shared/contracts/notifications';
import {
  markNotificationsReadSchema, notificationListQuery, notificationPreferencesSchema, unsubscribeSchema,
} from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { sendPage } from '../../http/pagination';
import { RiderStreamHub } from './notification-stream';
import { invalidField } from '../../http/errors';
import {
  listNotifications, listPreferences, markRead, savePreferences, unreadCount,
} from './notifications.repo';
import { unsubscribe } from './notifications.email';
import { readUnsubscribeToken } from './unsubscribe-token';

const EMAIL_OFF = 'Email is off: no mail server is configured';

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

export function notificationsRouter({ db, pool, logger, config }: AppDeps): Router {
  const router = Router();
  // Without a mail server (SMTP_URL) riders choose only between the bell and off.
  const emailAvailable = Boolean(config.smtpUrl);
  const hub = new RiderStreamHub(pool, (userId) => unreadCount(db, userId), (error) => logger.warn({ err: error }, 'notification stream'));

  router.get('/notifications', requireUser, async (req, res) => {
    sendPage(res, await listNotifications(db, userIdOf(req), notificationListQuery.parse(req.query)));
  });

  router.get('/notifications/unread-count', requireUser, async (req, res) => {
    res.json({ count: await unreadCount(db, userIdOf(req)) } satisfies UnreadCount);
  });

  router.post('/notifications/read', requireUser, async (req, res) => {
    const { ids } = markNotificationsReadSchema.parse(req.body ?? {});
    await markRead(db, userIdOf(req), ids);
    res.json({ count: await unreadCount(db, userIdOf(req)) } satisfies UnreadCount);
  });

  router.get('/notification-preferences', requireUser, async (req, res) => {
    res.json({ emailAvailable, preferences: await listPreferences(db, userIdOf(req)) } satisfies NotificationPreferences);
  });

  router.put('/notification-preferences', requireUser, async (req, res) => {
    const { preferences } = notificationPreferencesSchema.parse(req.body);
    const byEmail = preferences.findIndex((choice) => choice.channel.startsWith('email'));
    if (!emailAvailable && byEmail >= 0) throw invalidField(`preferences.${byEmail}.channel`, EMAIL_OFF);
    await savePreferences(db, userIdOf(req), preferences);
    res.json({ emailAvailable, preferences: await listPreferences(db, userIdOf(req)) } satisfies NotificationPreferences);
  });

  // An email's link, without logging in: the signed token names the rider and what to stop. Mail apps' own
  // unsubscribe button (RFC 8058 one-click) posts a form with the token in the query.
  router.post('/notifications/unsubscribe', async (req, res) => {
    const { token } = unsubscribeSchema.parse({ token: (req.body as { token?: unknown } | undefined)?.token ?? req.query.token });
    const subscriber = readUnsubscribeToken(config.sessionSecret, token);
    if (!subscriber) throw invalidField('token', 'This unsubscribe link is not valid');
    await unsubscribe(db, subscriber.userId, subscriber.scope);
    const label = subscriber.scope === 'all' ? 'All emails' : NOTIFICATION_KIND_LABELS[subscriber.scope];
    res.json({ stopped: subscriber.scope, label } satisfies UnsubscribeResult);
  });

  // Server-sent events: the unread count now, then whenever it changes (on any app server). `no-transform` keeps
  // the compression middleware from buffering the stream.
  router.get('/notifications/stream', requireUser, async (req, res) => {
    const userId = userIdOf(req);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no',
    });
    const write = (text: string) => res.write(text);
    const send = (count: number) => write(`event: unread\ndata: ${JSON.stringify({ count } satisfies UnreadCount)}\n\n`);
    write('retry: 3000\n\n');
    const unsubscribe = await hub.subscribe(userId, send);
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    req.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
    send(await unreadCount(db, userId));
  });

  return router;
}
