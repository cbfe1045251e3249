import pg from 'pg';

type Send = (unread: number) => void;

/** How long a ping waits for its answer when the pool sets no query timeout (DB_QUERY_TIMEOUT_MS = 0). */
const PING_WAIT_WITHOUT_TIMEOUT_MS = 30_000;
/** Pings are this many of their waits apart: every 30 s with the default 10 s query timeout. */
const PINGS_APART_IN_WAITS = 3;
const LISTEN_AGAIN_AFTER_MS = 1000;
const CATCH_UP_ATTEMPTS = 5;

/**
 * The open notification streams of one app server, by rider. While any is open the server LISTENs on PostgreSQL's
 * 'notifications' channel on a connection of its own (a trigger NOTIFYs the rider's id at commit, whichever server
 * wrote the row), and tells that rider's streams their new unread count. With no stream open it stops listening.
 *
 * A listening connection only receives, so it would never notice that it is dead: after a network partition longer
 * than TCP's patience, PostgreSQL's side is gone while this side still looks open, and no notification would ever
 * come again. So it pings now and then, and a ping unanswered in time (the pool's query timeout) counts as a lost
 * connection: the hub listens again on a new one, trying until it can, then tells every stream its unread count, as
 * notifications may have been missed meanwhile.
 */
export class RiderStreamHub {
  private readonly subscribers = new Map<string, Set<Send>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private pinging: NodeJS.Timeout | null = null;
  private readonly pingWaitMs: number;

  constructor(
    private readonly pool: pg.Pool,
    private readonly unreadCountOf: (userId: string) => Promise<number>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.pingWaitMs = (pool.options as pg.PoolConfig).query_timeout || PING_WAIT_WITHOUT_TIMEOUT_MS;
  }

  /** Starts sending `userId`'s unread counts to `send`; resolves once listening. Returns the unsubscribe. */
  async subscribe(userId: string, send: Send): Promise<() => void> {
    const sends = this.subscribers.get(userId) ?? new Set<Send>();
    sends.add(send);
    this.subscribers.set(userId, sends);
    const unsubscribe = () => {
      sends.delete(send);
      if (sends.size === 0) this.subscribers.delete(userId);
      if (this.subscribers.size === 0) void this.stop();
    };
    try {
      await this.listening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private listening(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.listen().finally(() => { this.connecting = null; });
    return this.connecting;
  }

  private async listen() {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (message) => {
      if (message.payload) this.deliver(message.payload).catch(this.onError);
    });
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query('LISTEN notifications');
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    this.pinging = setInterval(() => this.ping(client), this.pingWaitMs * PINGS_APART_IN_WAITS).unref();
    if (this.subscribers.size === 0) await this.stop();
  }

  /** A ping unanswered within its wait means the connection is lost, whatever its socket says. */
  private ping(client: pg.Client) {
    const wait = setTimeout(() => this.lost(client, new Error('the notifications connection stopped answering')), this.pingWaitMs).unref();
    client.query('select 1').then(() => clearTimeout(wait), (error: unknown) => {
      clearTimeout(wait);
      this.lost(client, error);
    });
  }

  /** The listening connection failed: a new one listens (again and again until one can), then streams catch up. */
  private lost(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.onError(error);
    this.client = null;
    if (this.pinging) clearInterval(this.pinging);
    this.pinging = null;
    client.end().catch(() => {});
    const listenAgain = () => {
      if (this.subscribers.size === 0) return;
      this.listening().then(() => this.catchUp(), (failure: unknown) => {
        this.onError(failure);
        setTimeout(listenAgain, LISTEN_AGAIN_AFTER_MS).unref();
      });
    };
    setTimeout(listenAgain, LISTEN_AGAIN_AFTER_MS).unref();
  }

  /**
   * Every stream's unread count now: what was notified while nothing listened is not heard again. The pool's own
   * connections may have died in the same outage (each read on one fails once, then a new one serves), so a catch-up
   * that failed is tried again, a few times.
   */
  private catchUp(attempt = 1) {
    const delivered = [...this.subscribers.keys()].map((userId) => this.deliver(userId));
    Promise.all(delivered).catch((error: unknown) => {
      this.onError(error);
      if (attempt < CATCH_UP_ATTEMPTS) setTimeout(() => this.catchUp(attempt + 1), LISTEN_AGAIN_AFTER_MS).unref();
    });
  }

  private async deliver(userId: string) {
    const sends = this.subscribers.get(userId);
    if (!sends?.size) return;
    const unread = await this.unreadCountOf(userId);
    for (const send of sends) send(unread);
  }

  private async stop() {
    const client = this.client;
    this.client = null;
    if (this.pinging) clearInterval(this.pinging);
    this.pinging = null;
    await client?.end().catch(this.onError);
  }
}
