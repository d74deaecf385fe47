import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routesFor } from './preload-route';
import { pageRoutes } from '../route-table';

/** Every path the table names, each `:name` given a value, and a splat some rest. */
function tablePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : []),
    ...(route.path
      ? [
          `/${route.path
            .replace(/^\//, '')
            .replace(/:[a-z_]+/g, '17')
            .replace(/\*$/, 'x/y')}`,
        ]
      : []),
    ...(route.children ? tablePaths(route.children) : []),
  ]);
}

const others = ['/my-tenders', '/admin', '/ADMIN/tenders/3/edit', '/Tender/9', '/tender/9/', '/tender', '/nope/deeper'];

describe('routesFor: the routes the entry asks for early are those the router draws', () => {
  it.each([...new Set([...tablePaths(pageRoutes), ...others])])('%s', (pathname) => {
    const router = (matchRoutes(pageRoutes, pathname) ?? []).map(({ route }) => route);
    expect(routesFor(pathname)).toEqual(router);
  });

  it('asks for the page and its guards, the page last', () => {
    const chain = routesFor('/dashboard');
    expect(chain.map((route) => route.path)).toEqual([undefined, undefined, '/dashboard']);
    for (const guard of chain.slice(0, -1)) expect(typeof guard.lazy).toBe('function');
    expect(routesFor('/contact-us').map((route) => route.path)).toEqual(['/contact-us']);
  });
});
