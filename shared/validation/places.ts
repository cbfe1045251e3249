import { z } from 'zod';

/** What choosing a place (Google autocomplete or the offline search) gives the forms. */
export const placeSelection = z.object({
  name: z.string(),
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  /** Two-letter code */
  state: z.string(),
  zipCode: z.string().nullable(),
});
export type PlaceSelection = z.infer<typeof placeSelection>;

export const PLACE_SEARCH_LIMIT = 8;

export const placeSearchQuery = z.object({
  q: z.string({ error: 'q must be text' }).trim().max(100, 'q is too long').default(''),
});

const requiredCoordinate = (field: 'latitude' | 'longitude', limit: 90 | 180) => z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce.number({ error: `${field} must be a number` })
    .min(-limit, `${field} must be between -${limit} and ${limit}`)
    .max(limit, `${field} must be between -${limit} and ${limit}`),
);

export const reversePlaceQuery = z.object({
  latitude: requiredCoordinate('latitude', 90),
  longitude: requiredCoordinate('longitude', 180),
});
