import { Router } from 'express';
import type { NotificationPreferences, UnreadCount } from '@shared/contracts/notifications';
import { markNotificationsReadSchema, notificationListQuery, notificationPreferencesSchema } from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { sendPage } from '../../http/pagination';
import { RiderStreamHub } from './notification-stream';
import { invalidField } from '../../http/errors';
import {
  listNotifications, listPreferences, markRead, savePreferences, unreadCount,
} from './notifications.repo';

/** Email delivery (SMTP) is not built yet: until it is, the app offers only the bell and "off". */
const EMAIL_AVAILABLE = false;
const EMAIL_OFF = 'Email is off: no mail server is configured';

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

export function notificationsRouter({ db, pool, logger }: AppDeps): Router {
  const router = Router();
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
    res.json({ emailAvailable: EMAIL_AVAILABLE, preferences: await listPreferences(db, userIdOf(req)) } satisfies NotificationPreferences);
  });

  router.put('/notification-preferences', requireUser, async (req, res) => {
    const { preferences } = notificationPreferencesSchema.parse(req.body);
    const byEmail = preferences.findIndex((choice) => choice.channel.startsWith('email'));
    if (!EMAIL_AVAILABLE && byEmail >= 0) throw invalidField(`preferences.${byEmail}.channel`, EMAIL_OFF);
    await savePreferences(db, userIdOf(req), preferences);
    res.json({ emailAvailable: EMAIL_AVAILABLE, preferences: await listPreferences(db, userIdOf(req)) } satisfies NotificationPreferences);
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
