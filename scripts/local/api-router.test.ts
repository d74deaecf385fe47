import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, routes } from '../../functions/routes';
import { compileRoute, findRoute, indexRoutes, type CompiledRoute } from './api-router';

const notCalled = () => Promise.reject(new Error('not called'));
const compiled = routes.map((route) => compileRoute(route, notCalled));
const table = indexRoutes(compiled);

/** The table's own rule, one regular expression per route in order: what the lookup must agree with. */
const scan = (method: string, pathname: string): CompiledRoute | undefined =>
  compiled.find((entry) => entry.route.method === method && entry.pattern.test(pathname));

const samplePath = (path: string) => `${API_BASE_PATH}${path.replace(/\{\w+\}/g, '7')}`;

describe('findRoute: the local gateway finds a route as API Gateway does', () => {
  it('finds the same route as a scan of the whole table for every route, with and without a trailing slash', () => {
    const methods = [...new Set(routes.map((route) => route.method))];
    for (const route of routes) {
      for (const pathname of [samplePath(route.path), `${samplePath(route.path)}/`]) {
        for (const method of methods) {
          expect(findRoute(table, method, pathname)?.routeKey, `${method} ${pathname}`).toBe(
            scan(method, pathname)?.routeKey,
          );
        }
        expect(findRoute(table, route.method, pathname)).toBeDefined();
      }
    }
  });

  it('finds nothing for an unknown path or another prefix', () => {
    for (const pathname of [`${API_BASE_PATH}/no_such_route`, '/api/v2/tenders', `${API_BASE_PATH}`, '/']) {
      expect(findRoute(table, 'GET', pathname)).toBeUndefined();
    }
    expect(findRoute(table, 'GET', `${API_BASE_PATH}//`)).toBe(scan('GET', `${API_BASE_PATH}//`));
  });
});
