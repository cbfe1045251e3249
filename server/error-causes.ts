/** One error of a chain: what the app reads of it, whatever threw it. */
export interface ErrorLink {
  code?: string;
  name?: string;
  message?: string;
  cause?: unknown;
}

/**
 * An error and the errors it wraps (`cause`: Drizzle wraps the driver's, the AWS SDK its own), outermost first, at
 * most four deep.
 */
export function* causeChain(error: unknown): Generator<ErrorLink> {
  let current = error as ErrorLink | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    yield current;
    current = current.cause as ErrorLink | undefined;
  }
}
