import { matchPath } from 'react-router-dom';
import { buildQueryString, type QueryParams } from '@/shared/lib/query-string';
import { routeByName, routeTable, type RouteDef, type RouteName } from './route-table';

/** The href of a named route: `href('deal-view', { id: 5 }, { step: 'client' })` → '/deal/5?step=client'. */
export function href(name: RouteName, params: Record<string, string | number> = {}, query: QueryParams = {}): string {
  const path = routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = buildQueryString(query);
  return search ? `${path}?${search}` : path;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

const notFound = routeTable.find((route) => 'catchAll' in route && route.catchAll) as RouteDef;

/** The route a pathname belongs to (not-found for unknown paths and non-numeric numeric params). */
export function matchRoute(pathname: string): RouteMatch {
  for (const route of routeTable as readonly RouteDef[]) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const bad = route.numericParams?.some((key) => !/^\d+$/.test(match.params[key] ?? ''));
    return bad ? { route: notFound, params: {} } : { route, params: match.params };
  }
  return { route: notFound, params: {} };
}
