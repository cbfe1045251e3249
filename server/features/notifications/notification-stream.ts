import pg from 'pg';

type Send = (unread: number) => void;

/**
 * The open notification streams of one app server, by rider. While any is open the server LISTENs on PostgreSQL's
 * 'notifications' channel on a connection of its own (a trigger NOTIFYs the rider's id at commit, whichever server
 * wrote the row), and tells that rider's streams their new unread count. With no stream open it stops listening.
 */
export class RiderStreamHub {
  private readonly subscribers = new Map<string, Set<Send>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly unreadCountOf: (userId: string) => Promise<number>,
    private readonly onError: (error: unknown) => void,
  ) {}

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
    client.on('error', (error) => {
      this.onError(error);
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      // Streams stay open through a lost connection: listen again shortly.
      if (this.subscribers.size > 0) setTimeout(() => this.listening().catch(this.onError), 1000).unref();
    });
    await client.connect();
    await client.query('LISTEN notifications');
    this.client = client;
    if (this.subscribers.size === 0) await this.stop();
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
    await client?.end().catch(this.onError);
  }
}
