import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../app/route-table';
import adminRoutesSource from '../app/routes/admin.tsx?raw';
import myTendersRoutesSource from '../app/routes/my-tenders.tsx?raw';
import { adminPaths, paths } from './paths';

// The route table is shared with the backend, whose mails link to its pages
// (functions/domain/mail/site-url.ts): each of its addresses must be a page the router serves, not
// the Not Found of its '*' route. The admin area and My Tenders route their own pages inside their
// components (<Routes> of <Route path="...">), read here from the modules' source.

const innerRoutes = (source: string): RouteObject[] => [
  ...(/<Route\s+index\b/.test(source) ? [{ index: true }] : []),
  ...[...source.matchAll(/<Route\s+path="([^"]+)"/g)].map(([, path]) => ({ path })).filter(({ path }) => path !== '*'),
];

const areas: Record<string, RouteObject[]> = {
  [`${paths.admin}/*`]: innerRoutes(adminRoutesSource),
  [`${paths.myTenders}/*`]: innerRoutes(myTendersRoutesSource),
};

/** The address with a sample value for each `:param`. */
const sampleAddress = (path: string) => path.replace(/:[A-Za-z_]\w*/g, '7');

function servedBy(address: string): string | undefined {
  const leaf = matchRoutes(pageRoutes, address)?.at(-1);
  const path = leaf?.route.path ?? (leaf?.route.index ? '/' : undefined);
  if (!leaf || !path || path === '*') return undefined;
  const inner = areas[path];
  if (!inner) return path;
  const innerLeaf = matchRoutes(inner, `/${leaf.params['*'] ?? ''}`)?.at(-1);
  return innerLeaf ? `${path} ${innerLeaf.route.path ?? '(index)'}` : undefined;
}

describe('the shared route table', () => {
  it.each(Object.entries({ ...paths, ...adminPaths }).map(([name, path]) => [name, path]))(
    '%s (%s) is a route the router knows',
    (_name, path) => {
      expect(servedBy(sampleAddress(path))).toBeDefined();
    },
  );

  it('does not take an unknown address for a page', () => {
    expect(servedBy('/no-such-page')).toBeUndefined();
    expect(servedBy('/admin/no-such-page')).toBeUndefined();
    expect(servedBy('/my-tenders/7/no-such-page')).toBeUndefined();
  });
});
