import { describe, expect, it } from 'vitest';
import { addSummaries, summaryLine, testSummary, type VitestJsonReport } from './summary';

const file = (name: string, status: string, tests: string[]) => ({
  name,
  status,
  assertionResults: tests.map((test) => ({ status: test })),
});

const report = (testResults: VitestJsonReport['testResults']): VitestJsonReport => {
  const count = (status: string) =>
    testResults.flatMap((f) => f.assertionResults).filter((test) => test.status === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped') + count('pending'),
    testResults,
  };
};

describe('the closing line of npm test', () => {
  it('counts passed, failed and skipped tests of a run where every file ran', () => {
    const run = report([file('a.test.ts', 'passed', ['passed', 'skipped']), file('b.test.ts', 'failed', ['failed'])]);
    expect(summaryLine(testSummary(run, 0))).toBe('Tests: 1 passed, 1 failed, 1 skipped');
  });

  it('counts a file whose beforeAll threw as one failure, though all its tests were skipped', () => {
    const browserSuites = Array.from({ length: 10 }, (_, i) =>
      file(`e2e-${i}.e2e.ts`, 'failed', ['skipped', 'skipped']),
    );
    const run = report([file('a.test.ts', 'passed', ['passed', 'passed']), ...browserSuites]);
    expect(summaryLine(testSummary(run, 0))).toBe('Tests: 2 passed, 10 failed, 20 skipped');
  });

  it('counts a file that did not load as one failure', () => {
    const run = report([file('broken.test.ts', 'failed', [])]);
    expect(testSummary(run, 0)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('does not count a file again when its failing tests already count', () => {
    const run = report([file('b.test.ts', 'failed', ['failed', 'failed', 'passed'])]);
    expect(testSummary(run, 0)).toEqual({ passed: 1, failed: 2, skipped: 0 });
  });

  it('counts every error thrown outside a test', () => {
    const run = report([file('a.test.ts', 'passed', ['passed'])]);
    expect(summaryLine(testSummary(run, 3))).toBe('Tests: 1 passed, 3 failed, 0 skipped');
  });
});

describe('the closing line of runs made side by side', () => {
  it('adds their counts, so a failure in either shows', () => {
    const main = testSummary(report([file('a.test.ts', 'failed', ['passed', 'failed', 'skipped'])]), 0);
    const infra = testSummary(report([file('infra.test.ts', 'passed', ['passed', 'passed'])]), 1);
    expect(summaryLine(addSummaries([main, infra]))).toBe('Tests: 3 passed, 2 failed, 1 skipped');
  });
});
