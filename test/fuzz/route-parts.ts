// Which routes each part of the route fuzzer takes. The parts run side by side, one per worker, and
// the contract conformance test runs on one of those workers too (vitest starts the largest file
// first: the conformance test beside part 1, then part 2 on the worker it frees). Routes cost very
// unequally (GET /openapi.json answers 0.9 MB a thousand times, POST /login hashes passwords), so
// the parts are made by measured cost, not by count: an even split by count left part 2 and the
// conformance test a minute behind part 1. The costs come from a full run (npm run fuzz:costs).
import measured from './route-costs.json';

export type RouteCosts = {
  /** Seconds each route's fuzzing took, by "METHOD /path". */
  routes: Record<string, number>;
  /** Seconds of the conformance test, which shares part 2's worker. */
  conformance: number;
};

export const routeCosts: RouteCosts = measured;

type Keyed = { method: string; path: string };
const keyOf = (route: Keyed) => `${route.method} ${route.path}`;

function median(values: number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The routes of each of `parts` parts, in the table's order within a part (a part's routes run in
 * that order, as before). Most costly first, each route goes to the part with the least so far;
 * part 2 starts with the conformance test's cost. A route not yet measured counts as the median.
 */
export function splitByCost<R extends Keyed>(table: readonly R[], parts: number, costs: RouteCosts): R[][] {
  const fallback = median(Object.values(costs.routes));
  const cost = (route: R) => costs.routes[keyOf(route)] ?? fallback;
  const loads = Array.from({ length: parts }, (_, at) => (at === 1 ? costs.conformance : 0));
  const partOf = new Map<R, number>();
  const byCost = table
    .map((route, index) => ({ route, index }))
    .sort((a, b) => cost(b.route) - cost(a.route) || a.index - b.index);
  for (const { route } of byCost) {
    const lightest = loads.indexOf(Math.min(...loads));
    partOf.set(route, lightest);
    loads[lightest]! += cost(route);
  }
  return Array.from({ length: parts }, (_, at) => table.filter((route) => partOf.get(route) === at));
}
