import { z } from 'zod';
import { COMMENT_MAX_LENGTH, INVALID_URL } from '../constants';
import { isHttpUrl } from '../http-url';
import { GALLERY_PAGE_PHOTOS } from '../contracts/paging';

export { INVALID_URL, MISSING_REQUIRED } from '../constants';
export { isHttpUrl } from '../http-url';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Optional free text: trimmed, and an empty value is stored as null. */
export const optionalText = (max = 2000) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullish());

/** Required text with the spec's message when missing or blank. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** What a comment says (on an event, under a feed post): trimmed, not blank, at most 2000 characters. */
export const commentText = () => z.string({ error: 'Write a comment first' }).trim()
  .min(1, 'Write a comment first').max(COMMENT_MAX_LENGTH, `Keep it under ${COMMENT_MAX_LENGTH} characters`);

export const optionalHttpUrl = () =>
  z.preprocess(blankToNull, z.string().trim().max(2048).refine(isHttpUrl, INVALID_URL).nullish());

export const optionalEmail = () =>
  z.preprocess(blankToNull, z.email('Enter a valid email address').max(320).nullish());

export const stateCode = (missingMessage: string) =>
  z.string({ error: missingMessage }).trim().min(1, missingMessage)
    .regex(/^[A-Za-z]{2}$/, 'State must be a 2-letter code')
    .transform((state) => state.toUpperCase());

export const optionalStateCode = () =>
  z.preprocess(blankToNull, z.string().trim().regex(/^[A-Za-z]{2}$/, 'State must be a 2-letter code')
    .transform((state) => state.toUpperCase()).nullish());

/** A latitude or longitude typed as text or number; stored in a numeric(10,7) column as a string. */
export const optionalCoordinate = (limit: 90 | 180) =>
  z.preprocess(blankToNull, z.coerce.number({ error: 'Must be a number' })
    .min(-limit, `Must be between -${limit} and ${limit}`).max(limit, `Must be between -${limit} and ${limit}`)
    .transform((value) => value.toFixed(7)).nullish());

/** Money in dollars with cents, stored in numeric(10,2) as a string. */
export const optionalMoney = () =>
  z.preprocess(blankToNull, z.coerce.number({ error: 'Must be a number' }).min(0, 'Must be 0 or more')
    .max(99_999_999, 'Too large').transform((value) => value.toFixed(2)).nullish());

export const optionalDate = () => z.preprocess(blankToNull, z.coerce.date({ error: 'Enter a valid date' }).nullish());

export const uuid = (message = 'Invalid id') => z.uuid(message);

/** `limit` (1-200, default 50) and `offset` for every list endpoint. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** GET /api/arenas/:id/photos and /api/horse-hotels/:id/photos: a gallery newest first, a page at a time. */
export const galleryPageQuery = pageQuery.extend({
  limit: z.coerce.number().int().min(1).max(60).default(GALLERY_PAGE_PHOTOS),
});

const queryNumber = () => z.preprocess(blankToNull, z.coerce.number().finite().nullish());

/** An optional search centre; a radius is only meaningful with both coordinates. */
export const locationQuery = z.object({
  latitude: queryNumber().pipe(z.number().min(-90).max(90).nullish()),
  longitude: queryNumber().pipe(z.number().min(-180).max(180).nullish()),
  radiusMiles: queryNumber().pipe(z.number().min(1).max(500).nullish()),
}).refine((query) => (query.latitude == null) === (query.longitude == null), {
  message: 'latitude and longitude go together',
  path: ['longitude'],
});

export const optionalQueryText = () => z.preprocess(blankToNull, z.string().trim().max(200).nullish());

/** Photos attached to what a rider posts: ids of the rider's own uploads (POST /api/uploads), at most six. */
export const photoUploadIds = () => z.array(z.uuid('Invalid photo id'), { error: 'Photos must be a list of upload ids' })
  .max(6, 'Add at most 6 photos').default([]);

/** One upload as a page's picture (a cover, an avatar): the rider's own upload id, or nothing. */
export const optionalUploadId = () => z.preprocess(blankToNull, z.uuid('Invalid photo id').nullish());
