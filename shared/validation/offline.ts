import { z } from 'zod';

/** The outbox makes keys from a random UUID, with a suffix for each photo of a write (`<uuid>:photo:2`). */
export const idempotencyKeySchema = z.string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9:_-]{7,99}$/, 'The Idempotency-Key must be 8 to 100 letters, digits, ":", "_" or "-"');

export const apiVersionSchema = z.coerce.number().int().min(1);
