import type { Express } from 'express';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Express path with its parameters, e.g. `/api/trips/:tripId/events`. */
  path: string;
}

/** `POST /api/trips/:tripId/events`: how the security tables name a route. */
export type RouteKey = `${HttpMethod} /api/${string}`;
export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}` as RouteKey;

// Only what the walk needs of router 2.x (Express 5) internals: each layer keeps the path it was mounted at.
interface RouterLayer {
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

const MUTATING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the app answers under /api, read from its router stack (nested routers included), so a route added
 * anywhere shows up here without anyone listing it.
 */
export function listApiRoutes(app: Express): ApiRoute[] {
  const stack = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
  const routes: ApiRoute[] = [];
  const walk = (layers: RouterLayer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          if (enabled && method !== '_all') routes.push({ method: method.toUpperCase() as HttpMethod, path: prefix + layer.route.path });
        }
      } else if (layer.handle?.stack) {
        if (typeof layer.rawPath !== 'string') throw new Error(`A router is mounted at a non-string path: ${String(layer.rawPath)}`);
        walk(layer.handle.stack, prefix + (layer.slash ? '' : layer.rawPath));
      }
    }
  };
  walk(stack, '');
  return routes.filter((route) => route.path.startsWith('/api/'));
}

export const isMutating = (route: ApiRoute) => MUTATING.has(route.method);

/** Keys present on one side only: what a route table is missing, and what it lists that the app no longer has. */
export function compareRouteKeys(appKeys: string[], tableKeys: string[]) {
  const inTable = new Set(tableKeys);
  const inApp = new Set(appKeys);
  return {
    missingFromTable: appKeys.filter((key) => !inTable.has(key)).sort(),
    notInApp: tableKeys.filter((key) => !inApp.has(key)).sort(),
  };
}
