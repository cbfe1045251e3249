import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * API answers of 1 KB and more go out gzip- or brotli-compressed when the client accepts it (the built client's
 * files come precompressed from client-assets.ts). A client that names no encoding at all (scripts, load tests,
 * health checks) can only take the answer as it is, so it skips the middleware's wrapping of every response.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: 1024 });
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}
