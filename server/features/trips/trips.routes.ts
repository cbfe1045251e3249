import { Router } from 'express';
import {
  addTripEventSchema, addTripHorseHotelSchema, addTripServiceSchema, createTripWithItemSchema, tripListQuery,
  updateTripEventSchema, updateTripHorseHotelSchema, updateTripSchema, updateTripServiceSchema,
} from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { NotFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import { findTrip, findTripItems, listTrips } from './trips.read';
import {
  TRIP_NOT_FOUND, addTripEvent, addTripHorseHotel, addTripService, createTrip, deleteTrip, removeTripItem,
  tripItemKinds, updateTrip, updateTripEvent, updateTripHorseHotel, updateTripService,
} from './trips.write';

const tripIdOf = (value: unknown) => parseId(value, TRIP_NOT_FOUND);

/**
 * A rider's trips and what is in them. Every route needs a signed-in rider and only reaches that rider's own
 * trips: another rider's trip answers 404 'Trip not found', exactly like one that does not exist.
 */
export function tripsRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/trips', requireUser, async (req, res) => {
    sendPage(res, await listTrips(db, userIdOf(req), tripListQuery.parse(req.query)));
  });

  router.post('/trips', requireUser, async (req, res) => {
    const { item, ...trip } = createTripWithItemSchema.parse(req.body);
    res.status(201).json(await createTrip(db, userIdOf(req), trip, item));
  });

  router.get('/trips/:id', requireUser, async (req, res) => {
    const trip = await findTrip(db, userIdOf(req), tripIdOf(req.params.id));
    if (!trip) throw new NotFound(TRIP_NOT_FOUND);
    res.json(trip);
  });

  router.patch('/trips/:id', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    res.json(await updateTrip(db, userIdOf(req), tripId, updateTripSchema.parse(req.body)));
  });

  router.delete('/trips/:id', requireUser, async (req, res) => {
    await deleteTrip(db, userIdOf(req), tripIdOf(req.params.id));
    res.status(204).end();
  });

  router.get('/trips/:id/items', requireUser, async (req, res) => {
    const items = await findTripItems(db, userIdOf(req), tripIdOf(req.params.id));
    if (!items) throw new NotFound(TRIP_NOT_FOUND);
    res.json(items);
  });

  router.post('/trips/:tripId/events', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.tripId);
    res.status(201).json(await addTripEvent(db, userIdOf(req), tripId, addTripEventSchema.parse(req.body)));
  });

  router.post('/trips/:tripId/horse-hotels', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.tripId);
    res.status(201).json(await addTripHorseHotel(db, userIdOf(req), tripId, addTripHorseHotelSchema.parse(req.body)));
  });

  router.post('/trips/:tripId/services', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.tripId);
    res.status(201).json(await addTripService(db, userIdOf(req), tripId, addTripServiceSchema.parse(req.body)));
  });

  // The last segment is the trip item's id (what the client sends) or the referenced event/hotel/provider id
  // (what the spec's paths name): either removes or edits the same entry.
  const itemRoutes = [
    { path: 'events', kind: 'event' },
    { path: 'horse-hotels', kind: 'horseHotel' },
    { path: 'services', kind: 'service' },
  ] as const;
  for (const { path, kind } of itemRoutes) {
    router.delete(`/trips/:id/${path}/:itemId`, requireUser, async (req, res) => {
      const tripId = tripIdOf(req.params.id);
      const itemId = parseId(req.params.itemId, tripItemKinds[kind].notInTrip);
      await removeTripItem(db, userIdOf(req), tripId, kind, itemId);
      res.status(204).end();
    });
  }

  router.patch('/trips/:id/events/:itemId', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const itemId = parseId(req.params.itemId, tripItemKinds.event.notInTrip);
    res.json(await updateTripEvent(db, userIdOf(req), tripId, itemId, updateTripEventSchema.parse(req.body)));
  });

  router.patch('/trips/:id/horse-hotels/:itemId', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const itemId = parseId(req.params.itemId, tripItemKinds.horseHotel.notInTrip);
    res.json(await updateTripHorseHotel(db, userIdOf(req), tripId, itemId, updateTripHorseHotelSchema.parse(req.body)));
  });

  router.patch('/trips/:id/services/:itemId', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const itemId = parseId(req.params.itemId, tripItemKinds.service.notInTrip);
    res.json(await updateTripService(db, userIdOf(req), tripId, itemId, updateTripServiceSchema.parse(req.body)));
  });

  return router;
}
