import pg from 'pg';

/** How long a ping waits for its answer when the pool sets no query timeout (DB_QUERY_TIMEOUT_MS = 0). */
const PING_WAIT_WITHOUT_TIMEOUT_MS = 30_000;
/** Pings are this many of their waits apart: every 30 s with the default 10 s query timeout. */
const PINGS_APART_IN_WAITS = 3;
const LISTEN_AGAIN_AFTER_MS = 1000;

export interface ChannelHandlers {
  /** A NOTIFY on the channel (delivered at its transaction's commit), with its payload. */
  notified(payload: string): void;
  /**
   * Listening after a time of not listening: the connection was lost or could not be opened, or `keepListening` began.
   * What was notified meanwhile was not heard.
   */
  resumed(): void;
  onError(error: unknown): void;
}

/**
 * LISTENs on one PostgreSQL channel, on a connection of its own (the pool's settings), from `start` until `stop`.
 *
 * A listening connection only receives, so it would never notice that it is dead: after a network partition longer
 * than TCP's patience, PostgreSQL's side is gone while this side still looks open, and no notification would ever
 * come again. So it pings now and then, and a ping unanswered in time (the pool's query timeout) counts as a lost
 * connection: it listens again on a new one, trying until it can, then says `resumed`, as notifications may have been
 * missed meanwhile.
 */
export class ChannelListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private pinging: NodeJS.Timeout | null = null;
  private wanted = false;
  private readonly pingWaitMs: number;

  constructor(private readonly pool: pg.Pool, private readonly channel: string, private readonly handlers: ChannelHandlers) {
    this.pingWaitMs = (pool.options as pg.PoolConfig).query_timeout || PING_WAIT_WITHOUT_TIMEOUT_MS;
  }

  /** Resolves once listening; rejects if the connection cannot be opened now. */
  start(): Promise<void> {
    this.wanted = true;
    if (this.client) return Promise.resolve();
    this.connecting ??= this.listen().finally(() => { this.connecting = null; });
    return this.connecting;
  }

  /** Listens from now on, trying again a second apart while the connection cannot be opened. */
  keepListening() {
    this.wanted = true;
    this.listenAgain();
  }

  async stop() {
    this.wanted = false;
    await this.release()?.end().catch(this.handlers.onError);
  }

  /** Forgets the listening connection and stops its pings; returns it, for closing. */
  private release(): pg.Client | null {
    const client = this.client;
    this.client = null;
    if (this.pinging) clearInterval(this.pinging);
    this.pinging = null;
    return client;
  }

  private async listen() {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (message) => {
      if (message.payload) this.handlers.notified(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    this.pinging = setInterval(() => this.ping(client), this.pingWaitMs * PINGS_APART_IN_WAITS).unref();
    if (!this.wanted) await this.stop();
  }

  /** A ping unanswered within its wait means the connection is lost, whatever its socket says. */
  private ping(client: pg.Client) {
    const wait = setTimeout(() => this.lost(client, new Error(`the ${this.channel} connection stopped answering`)), this.pingWaitMs).unref();
    client.query('select 1').then(() => clearTimeout(wait), (error: unknown) => {
      clearTimeout(wait);
      this.lost(client, error);
    });
  }

  /** The listening connection failed: a new one listens (again and again until one can). */
  private lost(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.handlers.onError(error);
    this.release();
    client.end().catch(() => {});
    setTimeout(() => this.listenAgain(), LISTEN_AGAIN_AFTER_MS).unref();
  }

  private listenAgain() {
    if (!this.wanted) return;
    this.start().then(() => this.handlers.resumed(), (failure: unknown) => {
      this.handlers.onError(failure);
      setTimeout(() => this.listenAgain(), LISTEN_AGAIN_AFTER_MS).unref();
    });
  }
}
