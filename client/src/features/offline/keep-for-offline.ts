import { PAGE_WIDTH, uploadIdOf, uploadUrl } from '@shared/uploads';
import { apiHeaders } from '@/lib/api';
import { OFFLINE_CACHES } from '@/lib/offline-caches';
import { arenaPaths } from '@/features/arenas';
import { eventPaths } from '@/features/events';

import { markKept } from './kept-time';
/** Enough for a season's saved events and a few trips, without a phone's storage filling with a list's worth. */
const MOST_SAVED_EVENTS = 50;
const MOST_TRIPS = 10;
const MOST_PAGES = 80;

interface IdOnly { id: string }
interface SavedEventItem { eventId: string }
interface TripItemsShape { events: { eventId: string }[]; horseHotels: { horseHotelId: string }[] }
interface EventShape { id: string; arenaId: string | null }

const MOST_PHOTOS = 150;
const PHOTO_URL = /\/uploads\/[0-9a-f-]{36}\/\d+\.webp|\/api\/placeholder\/[a-z-]+\.jpg(\?v=\d+)?/g;

/** GET through the service worker (which keeps the answer); null when it fails. */
async function getText(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { credentials: 'include', headers: apiHeaders() });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

async function getJson<T>(url: string): Promise<T | null> {
  const text = await getText(url);
  return text === null ? null : JSON.parse(text) as T;
}

/**
 * The card and page sizes of every photo an answer names (the large size only opens in the lightbox), and the
 * stand-in pictures of places without photos of their own.
 */
function photosIn(text: string | null, into: Set<string>) {
  for (const url of text?.match(PHOTO_URL) ?? []) {
    const id = uploadIdOf(url);
    if (id) [uploadUrl(id, 400), uploadUrl(id, PAGE_WIDTH)].forEach((photo) => into.add(photo));
    else into.add(url);
  }
}

/**
 * What the rider needs at the arena with no signal, kept on the phone and refreshed whenever online: their saved
 * events and trips (with items and itinerary), and the event, arena and horse hotel pages those name, with their
 * photos. The API answers go through the service worker, which keeps them; the pages are kept as the server
 * renders them for this rider (the pages cache), so they open offline exactly as last seen.
 */
export async function keepForOffline(): Promise<{ pages: number; answers: number }> {
  const pages = new Set<string>(['/', '/calendar', '/trips', '/events']);
  let answers = 0;
  const saved = (await getJson<SavedEventItem[]>(`/api/saved-events?limit=${MOST_SAVED_EVENTS}`)) ?? [];
  const trips = (await getJson<IdOnly[]>(`/api/trips?limit=${MOST_TRIPS}`)) ?? [];
  answers += 2;
  const eventIds = new Set(saved.map((item) => item.eventId));
  const hotelIds = new Set<string>();
  for (const trip of trips) {
    pages.add(`/trips/${trip.id}`);
    const [items] = await Promise.all([
      getJson<TripItemsShape>(`/api/trips/${trip.id}/items`),
      getJson(`/api/trips/${trip.id}`),
      getJson(`/api/trips/${trip.id}/itinerary`),
    ]);
    answers += 3;
    items?.events.forEach((entry) => eventIds.add(entry.eventId));
    items?.horseHotels.forEach((entry) => hotelIds.add(entry.horseHotelId));
  }
  // The stand-in pictures of events and arenas without a photo of their own, which their pages show.
  const photos = new Set<string>([eventPaths.placeholderImage, arenaPaths.placeholderImage]);
  const arenaIds = new Set<string>();
  for (const eventId of eventIds) {
    const text = await getText(`/api/events/${eventId}`);
    answers += 1;
    if (!text) continue;
    const event = JSON.parse(text) as EventShape;
    pages.add(`/events/${eventId}`);
    if (event.arenaId) arenaIds.add(event.arenaId);
    photosIn(text, photos);
  }
  for (const [path, ids] of [['arenas', arenaIds], ['horse-hotels', hotelIds]] as const) {
    for (const id of ids) {
      pages.add(`/${path}/${id}`);
      photosIn(await getText(`/api/${path}/${id}`), photos);
      answers += 1;
    }
  }

  const kept = [...pages].slice(0, MOST_PAGES);
  if (typeof caches !== 'undefined') {
    const cache = await caches.open(OFFLINE_CACHES.pages);
    for (const page of kept) await cache.add(page).catch(() => undefined);
    // Fetched through the service worker, which keeps photos in their own cache.
    await Promise.all([...photos].slice(0, MOST_PHOTOS).map((url) => fetch(url).catch(() => undefined)));
  }
  markKept();
  return { pages: kept.length, answers };
}
