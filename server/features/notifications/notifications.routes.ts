import { Router } from 'express';
import type { UnreadCount } from '@shared/contracts/notifications';
import { markNotificationsReadSchema, notificationListQuery } from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { sendPage } from '../../http/pagination';
import { RiderStreamHub } from './notification-stream';
import { listNotifications, markRead, unreadCount } from './notifications.repo';

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
