import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

type ZodSchema = Parameters<typeof zodResolver>[0];

/**
 * zodResolver for a shared schema that is imported on the first validation (the first submit). For a form that
 * sits closed inside a page (a dialog), so opening the page does not download zod, drizzle-zod and the drizzle tables
 * the shared schemas are built from. Same schema, same messages as `zodResolver(schema)`.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput>(
  loadSchema: () => Promise<ZodSchema>,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    resolver ??= loadSchema().then((schema) => zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>)
      .catch((error: unknown) => {
        resolver = undefined; // a failed chunk download is retried on the next submit
        throw error;
      });
    return (await resolver)(values, context, options);
  };
}
