import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { routeCosts, splitByCost } from './route-parts';

const route = (path: string) => ({ method: 'GET', path });
const table = ['/a', '/b', '/c', '/d', '/e'].map(route);

describe('the route fuzzer split into parts by cost', () => {
  it('puts every route in exactly one part, in the order of the table', () => {
    const costs = { routes: { 'GET /a': 1, 'GET /b': 9, 'GET /c': 2, 'GET /d': 8, 'GET /e': 3 }, conformance: 0 };
    const parts = splitByCost(table, 2, costs);
    expect(parts.flat().sort((a, b) => a.path.localeCompare(b.path))).toEqual(table);
    for (const part of parts) expect(part).toEqual(table.filter((r) => part.includes(r)));
  });

  it('gives part 2 less by what the conformance test beside it costs', () => {
    const costs = { routes: { 'GET /a': 10, 'GET /b': 10, 'GET /c': 10, 'GET /d': 10, 'GET /e': 10 }, conformance: 20 };
    const [one, two] = splitByCost(table, 2, costs);
    expect(one).toHaveLength(4);
    expect(two).toHaveLength(1);
  });

  it('counts a route not yet measured as the median route', () => {
    const costs = { routes: { 'GET /a': 5, 'GET /b': 5, 'GET /c': 5 }, conformance: 0 };
    const [one, two] = splitByCost(table, 2, costs);
    expect([one!.length, two!.length].sort()).toEqual([2, 3]);
  });

  it("leaves the measured parts of today's table within one costly route of each other", () => {
    const [one, two] = splitByCost(routes, 2, routeCosts);
    const costOf = (part: typeof routes) =>
      part.reduce((sum, r) => sum + (routeCosts.routes[`${r.method} ${r.path}`] ?? 0), 0);
    const heaviest = Math.max(...Object.values(routeCosts.routes));
    expect(Math.abs(costOf(one!) - (costOf(two!) + routeCosts.conformance))).toBeLessThanOrEqual(heaviest);
  });
});
