import { ApiError } from './api';

/** Reading the ApiError that apiRequest and the query function throw. */

/** The HTTP status of such an error, or null for anything else (a network failure, a bug). */
export function apiErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

export const isNotFoundError = (error: unknown) => apiErrorStatus(error) === 404;

/** The JSON object body of such an error (e.g. a 409 with the row it conflicts with), or null for any other body. */
export function apiErrorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  const { body } = error;
  return body && typeof body === 'object' && !Array.isArray(body) ? body as Record<string, unknown> : null;
}

/** The server's own `message` (e.g. a 409 conflict's explanation), or null when the body carries none. */
export function apiErrorMessage(error: unknown): string | null {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The server's reason when it refused a rider posting too fast (429: when to try again), else `fallback`. */
export const postingFailure = (error: unknown, fallback: string) => (apiErrorStatus(error) === 429 && apiErrorMessage(error)) || fallback;
