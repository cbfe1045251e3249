import { Router } from 'express';
import { galleryPageQuery, locationQuery, pageQuery } from '@shared/validation/common';
import {
  addHotelPhotoSchema, createHorseHotelSchema, createHotelReviewSchema, hotelListQuery, patchHorseHotelSchema,
  updateHorseHotelSchema,
} from '@shared/validation/hotels';
import type { AlreadyReviewedBody, HorseHotelDetailView, HotelFilterOptions } from '@shared/contracts/hotels';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import type { AppDeps } from '../../app';
import { UNUSABLE_UPLOADS } from '../uploads';
import { requireUser, userIdOf } from '../../auth/require-user';
import { Conflict, Forbidden, invalidField, NotFound } from '../../http/errors';
import { sendJsonRowsPage, sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { postingLimit } from '../../http/posting-limit';
import {
  addHotelPhoto, centerOf, createHotel, findHotel, hotelExists, listHotelGalleryPage, listHotels, listHotelStates,
  listNearbyArenas, updateHotel, type UpdateHotelOutcome,
} from './hotels.repo';
import { createHotelReview, deleteHotelReview, listHotelReviews, updateHotelReview } from './hotels.reviews.repo';
import { readsFor } from '../../http/read-routing';

const HOTEL_NOT_FOUND = 'Horse Hotel Not Found';
const ALREADY_REVIEWED = 'You have already reviewed this horse hotel. You can edit your review instead.';
const REVIEW_NOT_FOUND = 'Review not found';

export function hotelsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const read = readsFor(deps);
  const reviewLimit = postingLimit(deps, 'hotel-reviews');
  const hotelIdOf = (id: unknown) => parseId(id, HOTEL_NOT_FOUND);

  router.get('/horse-hotels', async (req, res) => {
    sendJsonRowsPage(res, await listHotels(read(req), hotelListQuery.parse(req.query)));
  });

  router.get('/horse-hotels/filters', async (req, res) => {
    res.json({ states: await listHotelStates(read(req)) } satisfies HotelFilterOptions);
  });

  router.get('/horse-hotels/:id', async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const [hotel, gallery] = await Promise.all([
      findHotel(read(req), id, centerOf(locationQuery.parse(req.query))),
      listHotelGalleryPage(read(req), id, { limit: GALLERY_PAGE_PHOTOS, offset: 0 }),
    ]);
    if (!hotel) throw new NotFound(HOTEL_NOT_FOUND);
    res.json({ ...hotel, gallery: gallery.rows, photoCount: gallery.total } satisfies HorseHotelDetailView);
  });

  router.get('/horse-hotels/:id/photos', async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const query = galleryPageQuery.parse(req.query);
    const [exists, page] = await Promise.all([hotelExists(read(req), id), listHotelGalleryPage(read(req), id, query)]);
    if (!exists) throw new NotFound(HOTEL_NOT_FOUND);
    sendPage(res, page);
  });

  router.post('/horse-hotels/:id/photos', requireUser, async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const { uploadId } = addHotelPhotoSchema.parse(req.body);
    const result = await addHotelPhoto(db, id, userIdOf(req), uploadId);
    if (result.outcome === 'hotel-missing') throw new NotFound(HOTEL_NOT_FOUND);
    if (result.outcome === 'unusable-upload') throw invalidField('uploadId', UNUSABLE_UPLOADS);
    res.status(201).json(result.photo);
  });

  router.get('/horse-hotels/:id/reviews', async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const reviews = await listHotelReviews(read(req), id, pageQuery.parse(req.query));
    if (!reviews) throw new NotFound(HOTEL_NOT_FOUND);
    sendJsonRowsPage(res, reviews);
  });

  router.post('/horse-hotels/:id/reviews', requireUser, reviewLimit, async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const input = createHotelReviewSchema.parse(req.body);
    const result = await createHotelReview(db, id, userIdOf(req), input);
    if (result.outcome === 'hotel-missing') throw new NotFound(HOTEL_NOT_FOUND);
    if (result.outcome === 'unusable-uploads') throw invalidField('photoUploadIds', UNUSABLE_UPLOADS);
    // The stored review comes back with the refusal, so the client can open it for editing.
    if (result.outcome === 'already-reviewed') {
      throw new Conflict(ALREADY_REVIEWED, { review: result.review } satisfies Omit<AlreadyReviewedBody, 'message'>);
    }
    res.status(201).json(result.review);
  });

  // An edit is the whole review again, under the same rules as a new one.
  router.put('/horse-hotels/:id/reviews/:reviewId', requireUser, reviewLimit, async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const reviewId = parseId(req.params.reviewId, REVIEW_NOT_FOUND);
    const input = createHotelReviewSchema.parse(req.body);
    const result = await updateHotelReview(db, id, reviewId, userIdOf(req), input);
    if (result.outcome === 'hotel-missing') throw new NotFound(HOTEL_NOT_FOUND);
    if (result.outcome === 'review-missing') throw new NotFound(REVIEW_NOT_FOUND);
    if (result.outcome === 'not-author') throw new Forbidden('You can only edit your own review');
    if (result.outcome === 'unusable-uploads') throw invalidField('photoUploadIds', UNUSABLE_UPLOADS);
    res.json(result.review);
  });

  router.delete('/horse-hotels/:id/reviews/:reviewId', requireUser, async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const reviewId = parseId(req.params.reviewId, REVIEW_NOT_FOUND);
    if (!(await hotelExists(db, id))) throw new NotFound(HOTEL_NOT_FOUND);
    await deleteHotelReview(db, id, reviewId, userIdOf(req));
    res.status(204).end();
  });

  router.get('/horse-hotels/:id/arenas', async (req, res) => {
    const id = hotelIdOf(req.params.id);
    const nearby = await listNearbyArenas(read(req), id, pageQuery.parse(req.query));
    if (!nearby) throw new NotFound(HOTEL_NOT_FOUND);
    sendPage(res, nearby);
  });

  router.post('/horse-hotels', requireUser, async (req, res) => {
    const input = createHorseHotelSchema.parse(req.body);
    const result = await createHotel(db, userIdOf(req), input);
    if (result.outcome === 'duplicate') throw new Conflict(result.message);
    if (result.outcome === 'unusable-upload') throw invalidField('coverUploadId', UNUSABLE_UPLOADS);
    res.status(201).json(result.hotel);
  });

  const updatedHotelOf = (result: UpdateHotelOutcome) => {
    if (result.outcome === 'not-found') throw new NotFound(HOTEL_NOT_FOUND);
    if (result.outcome === 'not-owner') throw new Forbidden('Only the owner can edit this horse hotel');
    if (result.outcome === 'unusable-upload') throw invalidField('coverUploadId', UNUSABLE_UPLOADS);
    return result.hotel;
  };

  router.put('/horse-hotels/:id', requireUser, async (req, res) => {
    const id = hotelIdOf(req.params.id);
    res.json(updatedHotelOf(await updateHotel(db, id, userIdOf(req), updateHorseHotelSchema.parse(req.body))));
  });

  router.patch('/horse-hotels/:id', requireUser, async (req, res) => {
    const id = hotelIdOf(req.params.id);
    res.json(updatedHotelOf(await updateHotel(db, id, userIdOf(req), patchHorseHotelSchema.parse(req.body))));
  });

  return router;
}
