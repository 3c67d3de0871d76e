import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeTable, type RouteDef, type RouteName } from '@/shared/routing/route-table';
import { prefetchElement, preloadElement } from '@/shared/ui/lazy-page';
import { routeElements } from './route-elements';

/** The routes of the table, to match a path against (the router's own ones carry the shell, which links here). */
const routes: RouteObject[] = (routeTable as readonly RouteDef[]).map((route) => ({
  id: route.name,
  path: route.path,
}));

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
