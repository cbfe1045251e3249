import type { RequestHandler } from 'express';
import rateLimit from 'express-rate-limit';
import { userIdOf } from '../auth/require-user';

export const POSTING_WINDOW_MS = 15 * 60 * 1000;
export const POSTING_TOO_FAST = 'You are posting too fast. Please wait a few minutes and try again.';

/**
 * A per-rider limit for a route that publishes what a rider writes (feed posts, comments): at most `limit` posts
 * per rider in 15 minutes, answered 429 with Retry-After beyond that. Goes after requireUser: riders are counted by
 * their session, not their address, so riders behind one address do not share a budget. Refused posts (400, 404,
 * the 429 itself) do not count. Like the login limit, the counts live in this process's memory (README, "Running
 * at scale").
 */
export function postingLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: POSTING_WINDOW_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `rider:${userIdOf(req)}`,
    skipFailedRequests: true,
    message: { message: POSTING_TOO_FAST },
  });
}
