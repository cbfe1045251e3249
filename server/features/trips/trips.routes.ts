import { Router } from 'express';
import {
  addTripEventSchema, addTripHorseHotelSchema, addTripServiceSchema, createTripWithItemSchema, overnightSuggestionsQuery,
  reorderTripSchema, roadSuggestionsSchema, tripListQuery, updateTripEventSchema, updateTripHorseHotelSchema,
  updateTripSchema, updateTripServiceSchema,
} from '@shared/validation';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { Conflict, invalidField, NotFound } from '../../http/errors';
import { sendJsonRowsPage } from '../../http/pagination';
import { parseId } from '../../http/params';
import {
  addTripEvent, addTripHorseHotel, addTripService, createTripWithItem, removeTripItem, updateTripEvent,
  updateTripHorseHotel, updateTripService, type AddTripItemOutcome, type EditTripItemOutcome, type TripItemKindName,
} from './trips.item-edits.repo';
import { findTripItems } from './trips.items.repo';
import { reorderTrip } from './trips.order.repo';
import { findOvernightSuggestions } from './trips.overnight.repo';
import { findItinerary, findSharedTrip } from './trips.plan.repo';
import { isShareToken, shareTrip, unshareTrip } from './trips.share.repo';
import { createTrip, deleteTrip, findTrip, listTrips, updateTrip, type FieldIssue } from './trips.repo';

const TRIP_NOT_FOUND = 'Trip not found';

/** What the API says about each kind of item: it does not exist, the trip holds it already, or it does not. */
const itemMessages = {
  event: {
    notFound: 'Event not found',
    duplicate: 'This event is already in this trip.',
    notInTrip: 'This event is not in this trip.',
  },
  horseHotel: {
    notFound: 'Horse Hotel Not Found',
    duplicate: 'This horse hotel is already in this trip.',
    notInTrip: 'This horse hotel is not in this trip.',
  },
  service: {
    notFound: 'Service provider not found',
    duplicate: 'This service provider is already in this trip.',
    notInTrip: 'This service provider is not in this trip.',
  },
} satisfies Record<TripItemKindName, Record<string, string>>;

const tripIdOf = (value: unknown) => parseId(value, TRIP_NOT_FOUND);

/** A check against the stored row failed: a 400 naming the field, shaped like the schema's own refusals. */
const invalid = (issue: FieldIssue) => invalidField(issue.path.join('.'), issue.message);

function addedEntry<Entry>(kind: TripItemKindName, result: AddTripItemOutcome<Entry>): Entry {
  if (result.outcome === 'trip-missing') throw new NotFound(TRIP_NOT_FOUND);
  if (result.outcome === 'item-missing') throw new NotFound(itemMessages[kind].notFound);
  if (result.outcome === 'duplicate') throw new Conflict(itemMessages[kind].duplicate);
  if (result.outcome === 'invalid') throw invalid(result.issue);
  return result.entry;
}

function editedEntry<Entry>(kind: TripItemKindName, result: EditTripItemOutcome<Entry>): Entry {
  if (result.outcome === 'trip-missing') throw new NotFound(TRIP_NOT_FOUND);
  if (result.outcome === 'not-in-trip') throw new NotFound(itemMessages[kind].notInTrip);
  if (result.outcome === 'invalid') throw invalid(result.issue);
  return result.entry;
}

/**
 * A rider's trips and what is in them. Every route needs a signed-in rider and only reaches that rider's own
 * trips: another rider's trip answers 404 'Trip not found', exactly like one that does not exist.
 */
export function tripsRouter({ db, config }: AppDeps): Router {
  const router = Router();

  router.get('/trips', requireUser, async (req, res) => {
    sendJsonRowsPage(res, await listTrips(db, userIdOf(req), tripListQuery.parse(req.query)));
  });

  router.post('/trips', requireUser, async (req, res) => {
    const { item, ...input } = createTripWithItemSchema.parse(req.body);
    if (!item) {
      res.status(201).json(await createTrip(db, userIdOf(req), input));
      return;
    }
    const result = await createTripWithItem(db, userIdOf(req), input, item);
    if (result.outcome === 'item-missing') throw new NotFound(itemMessages[item.kind].notFound);
    res.status(201).json(result.trip);
  });

  router.get('/trips/:id', requireUser, async (req, res) => {
    const trip = await findTrip(db, userIdOf(req), tripIdOf(req.params.id));
    if (!trip) throw new NotFound(TRIP_NOT_FOUND);
    res.json(trip);
  });

  router.patch('/trips/:id', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const result = await updateTrip(db, userIdOf(req), tripId, updateTripSchema.parse(req.body));
    if (result.outcome === 'not-found') throw new NotFound(TRIP_NOT_FOUND);
    if (result.outcome === 'invalid') throw invalid(result.issue);
    res.json(result.trip);
  });

  router.delete('/trips/:id', requireUser, async (req, res) => {
    if (!(await deleteTrip(db, userIdOf(req), tripIdOf(req.params.id)))) throw new NotFound(TRIP_NOT_FOUND);
    res.status(204).end();
  });

  router.get('/trips/:id/items', requireUser, async (req, res) => {
    const items = await findTripItems(db, userIdOf(req), tripIdOf(req.params.id));
    if (!items) throw new NotFound(TRIP_NOT_FOUND);
    res.json(items);
  });

  router.post('/trips/:tripId/events', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.tripId);
    const result = await addTripEvent(db, userIdOf(req), tripId, addTripEventSchema.parse(req.body));
    res.status(201).json(addedEntry('event', result));
  });

  router.post('/trips/:tripId/horse-hotels', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.tripId);
    const result = await addTripHorseHotel(db, userIdOf(req), tripId, addTripHorseHotelSchema.parse(req.body));
    res.status(201).json(addedEntry('horseHotel', result));
  });

  router.post('/trips/:tripId/services', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.tripId);
    const result = await addTripService(db, userIdOf(req), tripId, addTripServiceSchema.parse(req.body));
    res.status(201).json(addedEntry('service', result));
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
      const itemId = parseId(req.params.itemId, itemMessages[kind].notInTrip);
      const result = await removeTripItem(db, userIdOf(req), tripId, kind, itemId);
      if (result === 'trip-missing') throw new NotFound(TRIP_NOT_FOUND);
      if (result === 'not-in-trip') throw new NotFound(itemMessages[kind].notInTrip);
      res.status(204).end();
    });
  }

  router.patch('/trips/:id/events/:itemId', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const itemId = parseId(req.params.itemId, itemMessages.event.notInTrip);
    const result = await updateTripEvent(db, userIdOf(req), tripId, itemId, updateTripEventSchema.parse(req.body));
    res.json(editedEntry('event', result));
  });

  router.patch('/trips/:id/horse-hotels/:itemId', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const itemId = parseId(req.params.itemId, itemMessages.horseHotel.notInTrip);
    const result = await updateTripHorseHotel(db, userIdOf(req), tripId, itemId, updateTripHorseHotelSchema.parse(req.body));
    res.json(editedEntry('horseHotel', result));
  });

  router.patch('/trips/:id/services/:itemId', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const itemId = parseId(req.params.itemId, itemMessages.service.notInTrip);
    const result = await updateTripService(db, userIdOf(req), tripId, itemId, updateTripServiceSchema.parse(req.body));
    res.json(editedEntry('service', result));
  });

  router.get('/trips/:id/itinerary', requireUser, async (req, res) => {
    const itinerary = await findItinerary(db, userIdOf(req), tripIdOf(req.params.id));
    if (!itinerary) throw new NotFound(TRIP_NOT_FOUND);
    res.json(itinerary);
  });

  router.put('/trips/:id/order', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const { stopIds } = reorderTripSchema.parse(req.body);
    const result = await reorderTrip(db, userIdOf(req), tripId, stopIds);
    if (result.outcome === 'trip-missing') throw new NotFound(TRIP_NOT_FOUND);
    if (result.outcome === 'invalid') throw invalidField('stopIds', result.message);
    const itinerary = await findItinerary(db, userIdOf(req), tripId);
    res.json(itinerary);
  });

  router.get('/trips/:id/overnight-suggestions', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const { detour } = overnightSuggestionsQuery.parse(req.query);
    const suggestions = await findOvernightSuggestions(db, userIdOf(req), tripId, { detour });
    if (!suggestions) throw new NotFound(TRIP_NOT_FOUND);
    res.json(suggestions);
  });

  router.post('/trips/:id/overnight-suggestions', requireUser, async (req, res) => {
    const tripId = tripIdOf(req.params.id);
    const { detour, roads } = roadSuggestionsSchema.parse(req.body);
    const suggestions = await findOvernightSuggestions(db, userIdOf(req), tripId, { detour, roads });
    if (!suggestions) throw new NotFound(TRIP_NOT_FOUND);
    res.json(suggestions);
  });

  router.post('/trips/:id/share', requireUser, async (req, res) => {
    const token = await shareTrip(db, userIdOf(req), tripIdOf(req.params.id));
    if (!token) throw new NotFound(TRIP_NOT_FOUND);
    const origin = config.appUrl ?? `${req.protocol}://${req.get('host')}`;
    res.json({ url: `${origin}/trips/shared/${token}` });
  });

  router.delete('/trips/:id/share', requireUser, async (req, res) => {
    if (!(await unshareTrip(db, userIdOf(req), tripIdOf(req.params.id)))) throw new NotFound(TRIP_NOT_FOUND);
    res.status(204).end();
  });

  // The one trip route for visitors: a live share link shows the trip read-only, private notes left out.
  router.get('/shared-trips/:token', async (req, res) => {
    const shared = isShareToken(req.params.token) ? await findSharedTrip(db, req.params.token) : null;
    if (!shared) throw new NotFound('This shared trip link was turned off or never existed');
    res.json(shared);
  });

  return router;
}
