/**
 * Reading the errors apiRequest and the query function throw: `Error('{status}: {body text}')`, where the API's
 * body is JSON `{message, errors?}`.
 */

/** The HTTP status of such an error, or null for anything else (a network failure, a bug). */
export function apiErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

export const isNotFoundError = (error: unknown) => apiErrorStatus(error) === 404;

/** The JSON body of such an error (e.g. a 409 with the row it conflicts with), or null for any other body. */
export function apiErrorBody(error: unknown): Record<string, unknown> | null {
  if (apiErrorStatus(error) === null) return null;
  try {
    const parsed: unknown = JSON.parse((error as Error).message.replace(/^\d{3}: /, ''));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed as Record<string, unknown> : null;
  } catch {
    return null;
  }
}

/** The server's own `message` (e.g. a 409 conflict's explanation), or null when the body carries none. */
export function apiErrorMessage(error: unknown): string | null {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
