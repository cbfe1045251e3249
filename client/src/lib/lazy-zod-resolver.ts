import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

type ZodSchema = Parameters<typeof zodResolver>[0];

/** A resolver whose schema is downloaded on demand; `preload` starts that download early (a form's first focus). */
export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & { preload: () => void };

/**
 * zodResolver for a shared schema that is imported on the first validation, or on `preload`. Opening a page that
 * holds a form (on the page or in a closed dialog) then does not download zod and the shared schemas: a form
 * page calls `preload` when the rider first focuses a field, so the schema is there by the time they submit.
 * Same schema, same messages as `zodResolver(schema)`.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput>(
  loadSchema: () => Promise<ZodSchema>,
): LazyResolver<TValues, TOutput> {
  let resolver: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const load = () => {
    resolver ??= loadSchema().then((schema) => zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>)
      .catch((error: unknown) => {
        resolver = undefined; // a failed chunk download is retried on the next submit
        throw error;
      });
    return resolver;
  };
  const resolve: Resolver<TValues, unknown, TOutput> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolve, { preload: () => void load().catch(() => undefined) });
}
