import { z } from 'zod';
import { NotFound } from './errors';

const uuidSchema = z.uuid();

/** A path id that is not a uuid cannot name any row: answer 404 rather than letting PostgreSQL reject it. */
export function parseId(value: unknown, notFoundMessage = 'Not found'): string {
  const parsed = uuidSchema.safeParse(value);
  if (!parsed.success) throw new NotFound(notFoundMessage);
  return parsed.data;
}
