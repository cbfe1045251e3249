import type { RequestHandler, Router } from 'express';

interface RouterLayer {
  route?: { path: unknown };
}

const LITERAL_FIRST_SEGMENT = /^\/([\w.~-]+)(?:\/|$)/;

/**
 * The first path segment of every route of a router (lower case: Express matches paths case-insensitively), or
 * null when the router could answer a path whatever its first segment: a route starting with a parameter or a
 * pattern, or middleware of its own that is not a route.
 */
function firstSegments(router: Router): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of router.stack as RouterLayer[]) {
    if (!layer.route) return null;
    for (const path of [layer.route.path].flat()) {
      const match = typeof path === 'string' ? LITERAL_FIRST_SEGMENT.exec(path) : null;
      if (!match) return null;
      segments.add(match[1].toLowerCase());
    }
  }
  return segments;
}

/**
 * Routers as one middleware that hands each request only to those with a route under its first path segment, in
 * their order. Mounted one after another, every request would be matched against every route of every router
 * before the one that answers it (75 routes before a trip's items); here it meets only its own feature's.
 * Routers that could answer any path get every request, in their place.
 */
export function routersByFirstSegment(routers: Router[]): RequestHandler & Pick<Router, 'stack'> {
  const segmentsOf = routers.map(firstSegments);
  const takesAnyPath = (index: number) => segmentsOf[index] === null;
  const anyPathRouters = routers.filter((_router, index) => takesAnyPath(index));
  const routersFor = new Map<string, Router[]>();
  for (const segment of new Set(segmentsOf.flatMap((segments) => [...(segments ?? [])]))) {
    routersFor.set(segment, routers.filter((_router, index) => takesAnyPath(index) || segmentsOf[index]!.has(segment)));
  }

  const dispatch: RequestHandler = (req, res, next) => {
    const segment = /^\/([^/]*)/.exec(req.path)?.[1].toLowerCase() ?? '';
    const candidates = routersFor.get(segment) ?? anyPathRouters;
    let index = 0;
    const tryNext = (error?: unknown) => {
      // A router that ends with next('router') passes on as one that found no route: to the next router.
      if (error && error !== 'router') return next(error);
      const router = candidates[index++];
      if (!router) return next();
      router(req, res, tryNext);
    };
    tryNext();
  };
  // Reads as one router to whatever walks the app's stack (the security suite's route inventory).
  return Object.assign(dispatch, { stack: routers.flatMap((router) => router.stack) });
}
