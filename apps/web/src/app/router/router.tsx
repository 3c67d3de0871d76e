import { createBrowserRouter, matchRoutes, useParams, type RouteObject } from 'react-router-dom';
import { routeByName, routeTable, type RouteDef, type RouteName } from '@/shared/routing/route-table';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchElement, preloadElement } from '@/shared/ui/lazy-page';
import { AppLayout } from '@/app/shell/app-layout';
import { routeElements } from './route-elements';
import { RouteGuard } from './route-guard';

const notFound = routeByName('not-found');

/** One route of the table behind its guard; numeric params that do not parse show not-found. */
function RouteEntry({ route }: { route: RouteDef }) {
  const params = useParams();
  const shown = route.numericParams?.some((key) => !/^\d+$/.test(params[key] ?? '')) ? notFound : route;
  return (
    <RouteGuard key={shown.name} route={shown}>
      {routeElements[shown.name as RouteName]}
    </RouteGuard>
  );
}

const routes: RouteObject[] = (routeTable as readonly RouteDef[]).map((route) => ({
  id: route.name,
  path: route.path,
  element: <RouteEntry route={route} />,
}));

/** The route objects: the shell around every route of the table, plus the catch-all. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...routes, { id: 'catch-all', path: '*', element: <RouteEntry route={notFound} /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/**
 * Starts loading the page chunk of the route at `pathname` at once, so that on a full load it comes alongside the
 * configuration and the session instead of after them.
 */
export function preloadRouteAt(pathname: string): void {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (match?.route.id) preloadElement(routeElements[match.route.id as RouteName]);
}

/**
 * Starts the first query of the page at `location` (the deal list's rows), so that on a full load it is asked for
 * alongside the session instead of after it. Call it once the API is configured and only with a session.
 */
export function prefetchRouteAt(location: { pathname: string; search: string }, queryClient: QueryClient): void {
  const match = matchRoutes(routes, location.pathname)?.at(-1);
  if (match?.route.id)
    prefetchElement(routeElements[match.route.id as RouteName], {
      queryClient,
      search: new URLSearchParams(location.search),
    });
}
