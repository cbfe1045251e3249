import type { Router } from 'express';
import type { AppDeps } from '../app';
import { eventsRouter } from './events/events.routes';
import { arenasRouter } from './arenas/arenas.routes';
import { producersRouter } from './producers/producers.routes';
import { socialRouter } from './social/social.routes';
import { feedRouter } from './feed/feed.routes';
import { usersRouter } from './users/users.routes';
import { hotelsRouter } from './hotels/hotels.routes';
import { servicesRouter } from './services/services.routes';
import { tripsRouter } from './trips/trips.routes';
import { ocrRouter } from './ocr/ocr.routes';
import { placesRouter } from './places/places.routes';
import { placeholdersRouter } from './placeholders/placeholders.routes';
import { uploadsRouter } from './uploads/uploads.routes';
import { footingReportsRouter } from './footing-reports/footing-reports.routes';
import { notificationsRouter } from './notifications';
import { claimsRouter } from './claims';
import { moderationRouter } from './moderation';

/** Every feature's router, mounted under /api. */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    eventsRouter(deps),
    arenasRouter(deps),
    producersRouter(deps),
    socialRouter(deps),
    feedRouter(deps),
    usersRouter(deps),
    hotelsRouter(deps),
    servicesRouter(deps),
    tripsRouter(deps),
    ocrRouter(deps),
    placesRouter(deps),
    placeholdersRouter(deps),
    uploadsRouter(deps),
    footingReportsRouter(deps),
    notificationsRouter(deps),
    claimsRouter(deps),
    moderationRouter(deps),
  ];
}
