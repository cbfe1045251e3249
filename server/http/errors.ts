import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isDatabaseUnreachable } from '../db/client';
import { causeChain } from '../error-causes';

export class HttpError extends Error {
  /** `details` are sent beside the message, e.g. the existing row a 409 conflicts with, so the client can offer it. */
  constructor(readonly status: number, message: string, readonly details: Record<string, unknown> = {}) {
    super(message);
  }
}
/** A 400 naming the field at fault, shaped like a zod failure: `{ message, errors: [{ path, message }] }`. */
export function invalidField(path: string, message: string): HttpError {
  return new HttpError(400, message, { errors: [{ path, message }] });
}
/** A 400 naming several fields at fault, each with its message; the first message is the answer's. */
export function invalidFields(errors: FieldError[]): HttpError {
  return new HttpError(400, errors[0]?.message ?? 'Invalid input', { errors });
}
export class Unauthorized extends HttpError {
  constructor(message = 'Unauthorized') { super(401, message); }
}
export class Forbidden extends HttpError {
  constructor(message = 'Forbidden') { super(403, message); }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found') { super(404, message); }
}
export class Conflict extends HttpError {
  constructor(message = 'Already exists', details?: Record<string, unknown>) { super(409, message, details); }
}

export interface FieldError {
  path: string;
  message: string;
}

export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * A service the app needs cannot be reached or stopped answering: the database, or the object store (the AWS SDK's
 * TimeoutError, anywhere in the error's cause chain).
 */
function isServiceUnavailable(error: unknown) {
  return isDatabaseUnreachable(error) || [...causeChain(error)].some((link) => link.name === 'TimeoutError');
}

/** Drizzle wraps driver errors; the PostgreSQL error (with its code) is the cause. */
function databaseError(error: unknown): { code?: string; message?: string; constraint?: string } | null {
  return [...causeChain(error)].find((link) => typeof link.code === 'string') ?? null;
}

/** Turns every thrown error into the API's JSON error shape; unexpected ones are logged, never leaked. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      // express-session refreshes the session's expiry after the answer is complete; when that fails (the database
      // just went away) the rider already has the answer: log it, and keep the connection (Express would cut it).
      if (res.writableEnded) {
        logger.warn({ err: error, url: req.originalUrl }, 'failed after the response was sent');
        return;
      }
      return next(error);
    }
    if (error instanceof ZodError) {
      const errors = zodFieldErrors(error);
      res.status(400).json({ message: errors[0]?.message ?? 'Invalid input', errors });
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json({ ...error.details, message: error.message });
      return;
    }
    // body-parser / multer errors carry their own 4xx status.
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: status === 413 ? 'Request body too large' : 'Invalid request' });
      return;
    }
    const dbError = databaseError(error);
    if (dbError?.code === '23505') {
      res.status(409).json({ message: 'Already exists' });
      return;
    }
    if (dbError?.code === '23503') {
      res.status(400).json({ message: 'A referenced item does not exist', errors: [] });
      return;
    }
    // Class 22, data exception: a value PostgreSQL cannot store (a NUL character, a date beyond its range, text
    // that is not a number, ...) came from the request, so it is the client's error, not the server's.
    if (dbError?.code?.startsWith('22')) {
      res.status(400).json({ message: 'Invalid value', errors: [] });
      return;
    }
    if (isServiceUnavailable(error)) {
      logger.warn({ err: error, url: req.originalUrl }, 'service unavailable');
      res.status(503).set('Retry-After', '2').json({ message: 'Service temporarily unavailable. Please try again.' });
      return;
    }
    logger.error({ err: error, url: req.originalUrl, method: req.method }, 'unexpected error');
    res.status(500).json({ message: 'Something went wrong. Please try again.' });
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};
