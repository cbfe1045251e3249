import type { RequestHandler } from 'express';
import rateLimit from 'express-rate-limit';
import type { AppDeps } from '../app';
import { userIdOf } from '../auth/require-user';
import { limiterStore } from './rate-limit-store';

export const POSTING_WINDOW_MS = 15 * 60 * 1000;
export const POSTING_TOO_FAST = 'You are posting too fast. Please wait a few minutes and try again.';
export const UPLOADING_TOO_FAST = 'You are uploading photos too fast. Please wait a minute and try again.';

/**
 * At most `limit` requests per rider in `windowMs`, answered 429 with Retry-After and `message` beyond that. Goes
 * after requireUser: riders are counted by their session, not their address, so riders behind one address do not
 * share a budget. The counts are in Redis when configured, else in this process (README, "Running at scale");
 * `name` keeps this limiter's counts apart from the others'.
 */
function riderRateLimit(
  deps: Pick<AppDeps, 'rateLimits'>,
  options: { name: string; windowMs: number; limit: number; message: string; countFailures: boolean },
): RequestHandler {
  return rateLimit({
    ...limiterStore(deps.rateLimits, options.name),
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `rider:${userIdOf(req)}`,
    skipFailedRequests: !options.countFailures,
    message: { message: options.message },
  });
}

/**
 * For a route that publishes what a rider writes (feed posts, comments): at most `limit` posts per rider in 15
 * minutes. Refused posts (400, 404, the 429 itself) do not count.
 */
export const postingLimit = (deps: Pick<AppDeps, 'config' | 'rateLimits'>, name: string) =>
  riderRateLimit(deps, {
    name: `posting:${name}`, windowMs: POSTING_WINDOW_MS, limit: deps.config.postingRateLimit, message: POSTING_TOO_FAST, countFailures: false,
  });

/** Uploads: at most `limit` per rider per minute, refused ones included (each costs the server a decode). */
export const uploadLimit = (deps: Pick<AppDeps, 'config' | 'rateLimits'>) =>
  riderRateLimit(deps, {
    name: 'uploads', windowMs: 60 * 1000, limit: deps.config.uploadRateLimit, message: UPLOADING_TOO_FAST, countFailures: true,
  });
