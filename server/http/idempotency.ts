import type { RequestHandler, Response } from 'express';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotentRequests } from '@shared/schema';
import {
  IDEMPOTENCY_IN_PROGRESS_MESSAGE, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_UNCONFIRMED_MESSAGE, IDEMPOTENT_REPLAY_HEADER,
} from '@shared/contracts/offline';
import { idempotencyKeySchema } from '@shared/validation/offline';
import type { Database } from '../db/client';
import { invalidField } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A rider's keys are forgotten after a week: the outbox sends long before (it tries whenever the app is open). */
const KEPT_FOR = '7 days';
/**
 * A first request still unanswered after this long was cut off (its server stopped) after or before its write
 * committed: the key is neither replayed nor run again, and the rider is told to check.
 */
const ABANDONED_AFTER_MS = 2 * 60_000;
/** Answers a retry may get again later rather than keep: too many requests, an outdated client, server faults. */
const retryable = (status: number) => status >= 500 || status === 429 || status === 426;

/**
 * Writes sent with an Idempotency-Key by a signed-in rider are done once. The first request claims the key (a row
 * with no answer yet), runs, and its answer is stored before it is sent; a repeat of the same method and path gets
 * that answer again with `Idempotent-Replayed: true`. A repeat that arrives while the first is running gets 409 with
 * `code: 'in-progress'` (try again shortly). A failed first attempt (5xx, 429) frees the key for the retry.
 */
export function idempotentWrites(db: Database): RequestHandler {
  return async (req, res, next) => {
    const header = req.get(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined || !WRITE_METHODS.has(req.method) || !req.user) return next();
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) return next(invalidField(IDEMPOTENCY_KEY_HEADER, parsed.error.issues[0]!.message));
    const userId = req.user.id;
    const key = parsed.data;
    const request = { method: req.method, path: req.originalUrl.slice(0, 500) };

    const [claimed] = await db.insert(idempotentRequests)
      .values({ userId, key, ...request })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (!claimed) return answerRepeat(db, res, userId, key, request);

    await db.delete(idempotentRequests).where(and(
      eq(idempotentRequests.userId, userId),
      lt(idempotentRequests.createdAt, sql`now() - ${KEPT_FOR}::interval`),
    ));
    keepTheAnswer(db, res, userId, key);
    next();
  };
}

async function answerRepeat(
  db: Database, res: Response, userId: string, key: string, request: { method: string; path: string },
) {
  const [first] = await db.select().from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  if (!first) {
    // The first attempt failed and freed the key between our insert and this read: the client tries again.
    return res.status(409).set('Retry-After', '1').json({ message: IDEMPOTENCY_IN_PROGRESS_MESSAGE, code: 'in-progress' });
  }
  if (first.method !== request.method || first.path !== request.path) {
    return res.status(422).json({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE, errors: [{ path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_REUSED_MESSAGE }] });
  }
  if (first.statusCode === null) {
    if (Date.now() - first.createdAt.getTime() > ABANDONED_AFTER_MS) {
      return res.status(409).json({ message: IDEMPOTENCY_UNCONFIRMED_MESSAGE, code: 'unconfirmed' });
    }
    return res.status(409).set('Retry-After', '2').json({ message: IDEMPOTENCY_IN_PROGRESS_MESSAGE, code: 'in-progress' });
  }
  res.status(first.statusCode).set(IDEMPOTENT_REPLAY_HEADER, 'true');
  if (first.responseBody === null) return res.end();
  return res.json(first.responseBody);
}

/**
 * Stores the handler's answer before it goes out (res.end waits for the row), so a retry that follows the answer
 * always finds it; an answer worth retrying frees the key instead.
 */
function keepTheAnswer(db: Database, res: Response, userId: string, key: string) {
  let body: unknown = null;
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    body = value ?? null;
    return json(value);
  };
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const row = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  res.end = ((...args: unknown[]) => {
    const status = res.statusCode;
    const stored = retryable(status)
      ? db.delete(idempotentRequests).where(row)
      : db.update(idempotentRequests).set({ statusCode: status, responseBody: body, answeredAt: new Date() }).where(row);
    // A failed write of the row must not cost the rider the answer: the key then stays claimed and is answered as
    // unconfirmed after ABANDONED_AFTER_MS.
    stored.then(() => end(...args), () => end(...args));
    return res;
  }) as Response['end'];
}
