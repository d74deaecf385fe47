import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import { pageRoutes } from './route-table';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [{ ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: pageRoutes }],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * The router for a prerendered page: the route modules of the address are loaded first, so the
 * first render is the page itself (as in the HTML) rather than the loading fallback, and React
 * can hydrate what the build rendered.
 */
export async function createHydratingRouter(pathname: string): Promise<AppRouter> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}
