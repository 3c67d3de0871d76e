import { createBrowserRouter, useParams, type RouteObject } from 'react-router-dom';
import { routeByName, routeTable, type RouteDef, type RouteName } from '@/shared/routing/route-table';
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
