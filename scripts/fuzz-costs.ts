// `npm run fuzz:costs`: writes test/fuzz/route-costs.json from the last full run's report
// (test-results/vitest.json): the seconds each route's fuzzing took and the conformance test's, which
// the route fuzzer's parts are balanced by (test/fuzz/route-parts.ts). Run it after a full `npm test`
// when routes were added or the parts finish far apart.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteCosts } from '../test/fuzz/route-parts';

const root = path.resolve(import.meta.dirname, '..');
const reportFile = path.join(root, 'test-results', 'vitest.json');
const costsFile = path.join(root, 'test', 'fuzz', 'route-costs.json');

type Report = {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { title: string; duration?: number | null }[];
  }[];
};

const seconds = (ms: number) => Math.round(ms / 100) / 10;

function costsOf(report: Report): RouteCosts {
  const routes: Record<string, number> = {};
  let conformance: number | undefined;
  for (const file of report.testResults) {
    const name = path.basename(file.name);
    if (name === 'openapi-conformance.fuzz.ts') conformance = seconds(file.endTime - file.startTime);
    if (!/^route-fuzzer-\d+\.fuzz\.ts$/.test(name)) continue;
    for (const test of file.assertionResults) {
      if (/^[A-Z]+ \//.test(test.title) && test.duration) routes[test.title] = seconds(test.duration);
    }
  }
  if (conformance === undefined || Object.keys(routes).length === 0) {
    throw new Error(`${reportFile} has no run of the fuzzers: run the whole npm test first.`);
  }
  return { routes: Object.fromEntries(Object.entries(routes).sort(([a], [b]) => a.localeCompare(b))), conformance };
}

const costs = costsOf(JSON.parse(readFileSync(reportFile, 'utf8')) as Report);
writeFileSync(costsFile, `${JSON.stringify(costs, null, 2)}\n`);
console.log(
  `${path.relative(root, costsFile)}: ${Object.keys(costs.routes).length} routes, conformance ${costs.conformance} s.`,
);
