import type pg from 'pg';
import { ChannelListener } from '../../db/channel-listener';

type Send = (unread: number) => void;

const CATCH_UP_AFTER_MS = 1000;
const CATCH_UP_ATTEMPTS = 5;

/**
 * The open notification streams of one app server, by rider. While any is open the server LISTENs on PostgreSQL's
 * 'notifications' channel (a trigger NOTIFYs the rider's id at commit, whichever server wrote the row), and tells
 * that rider's streams their new unread count. With no stream open it stops listening. After the listening
 * connection was lost, every stream is told its unread count, as notifications may have been missed meanwhile.
 */
export class RiderStreamHub {
  private readonly subscribers = new Map<string, Set<Send>>();
  private readonly listener: ChannelListener;

  constructor(
    pool: pg.Pool,
    private readonly unreadCountOf: (userId: string) => Promise<number>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.listener = new ChannelListener(pool, 'notifications', {
      notified: (userId) => { this.deliver(userId).catch(onError); },
      resumed: () => this.catchUp(),
      onError,
    });
  }

  /** Starts sending `userId`'s unread counts to `send`; resolves once listening. Returns the unsubscribe. */
  async subscribe(userId: string, send: Send): Promise<() => void> {
    const sends = this.subscribers.get(userId) ?? new Set<Send>();
    sends.add(send);
    this.subscribers.set(userId, sends);
    const unsubscribe = () => {
      sends.delete(send);
      if (sends.size === 0) this.subscribers.delete(userId);
      if (this.subscribers.size === 0) void this.listener.stop();
    };
    try {
      await this.listener.start();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /**
   * Every stream's unread count now. The pool's own connections may have died in the same outage (each read on one
   * fails once, then a new one serves), so a catch-up that failed is tried again, a few times.
   */
  private catchUp(attempt = 1) {
    const delivered = [...this.subscribers.keys()].map((userId) => this.deliver(userId));
    Promise.all(delivered).catch((error: unknown) => {
      this.onError(error);
      if (attempt < CATCH_UP_ATTEMPTS) setTimeout(() => this.catchUp(attempt + 1), CATCH_UP_AFTER_MS).unref();
    });
  }

  private async deliver(userId: string) {
    const sends = this.subscribers.get(userId);
    if (!sends?.size) return;
    const unread = await this.unreadCountOf(userId);
    for (const send of sends) send(unread);
  }
}
