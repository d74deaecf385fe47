import type { RouteObject } from 'react-router-dom';
import { pageRoutes } from '../route-table';

/**
 * The routes an address is drawn with, outermost first (a guard's layout, then the page), as
 * react-router matches them (preload-route.test.ts holds the two together): a path's segments
 * match literally (any case), `:name` one segment, a trailing `*` the rest; the first route that
 * matches wins, the table listing the catch-all last.
 */
export function routesFor(pathname: string, routes: RouteObject[] = pageRoutes): RouteObject[] {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    if (route.children) {
      const inner = routesFor(pathname, route.children);
      if (inner.length > 0) return [route, ...inner];
    } else if (route.index ? segments.length === 0 : matchesPath(route.path ?? '', segments)) {
      return [route];
    }
  }
  return [];
}

function matchesPath(path: string, segments: string[]): boolean {
  const pattern = path.split('/').filter(Boolean);
  const rest = pattern.at(-1) === '*';
  const fixed = rest ? pattern.slice(0, -1) : pattern;
  if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase());
}

/**
 * Asks for the modules of the address's routes now, beside the app's own: left to the router, they
 * are asked for only once the app has loaded and run, a second wave of requests that kept a first
 * tap on a phone waiting. The router's own lazy() then finds them loaded. A module that
 * fails here is the router's to retry and report.
 */
export function preloadRoute(pathname: string): void {
  for (const route of routesFor(pathname)) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}
