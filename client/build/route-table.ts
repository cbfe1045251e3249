/** One <Route> of client/src/App.tsx: its path ('*' for the catch-all) and the page component it shows. */
export interface RouteTableEntry {
  route: string;
  /** The page's module name ('EventsPage'), or the component's name for a page in the shell. */
  page: string;
  /** True for a page loaded with React.lazy, in its own chunk. */
  lazy: boolean;
  /** What the lazy page is imported from ('@/features/events/EventsPage'); absent for a page in the shell. */
  importPath?: string;
}

/**
 * The route table of client/src/App.tsx, read from its source text, for the build (which preloads a route's code
 * with its page, vite.config.ts) and the bench (which weighs each route's code). App.tsx's route table reads like
 * SPEC section 2 and stays the one list of routes.
 */
export function readRouteTable(appSource: string): RouteTableEntry[] {
  const lazyPages = new Map([...appSource.matchAll(/const (\w+) = lazy\(\(\) => import\(['"]([^'"]*\/(\w+))['"]\)\)/g)]
    .map(([, component, importPath, page]) => [component, { importPath, page }]));
  return [...appSource.matchAll(/<Route\s+(?:path="([^"]+)"\s+)?component=\{(\w+)\}/g)].map(([, route, component]) => {
    const lazyPage = lazyPages.get(component);
    return lazyPage
      ? { route: route ?? '*', page: lazyPage.page, lazy: true, importPath: lazyPage.importPath }
      : { route: route ?? '*', page: component, lazy: false };
  });
}
