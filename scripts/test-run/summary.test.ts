import { describe, expect, it } from 'vitest';
import { addSummaries, failureList, summaryLine, testSummary, type VitestJsonReport } from './summary';

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

describe('the list of failures above the closing line', () => {
  const root = '/ci/repo';

  it('names each failed test by file and full name, with its message but not its stack', () => {
    const run = report([
      {
        name: `${root}/test/e2e/public-site.e2e.ts`,
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'the home page shows the tenders' },
          {
            status: 'failed',
            fullName: 'the contact form sends',
            failureMessages: [
              '\u001b[31mTimeoutError: locator.waitFor: Timeout 30000ms exceeded.\u001b[39m\n    at waitFor (x.ts:1:1)',
            ],
          },
        ],
      },
    ]);
    expect(failureList(run, root)).toEqual([
      'FAIL test/e2e/public-site.e2e.ts > the contact form sends\n    TimeoutError: locator.waitFor: Timeout 30000ms exceeded.',
    ]);
  });

  it('names a file that failed as a whole with the error of its hook', () => {
    const run = report([
      {
        name: `${root}/test/fuzz/openapi-conformance.fuzz.ts`,
        status: 'failed',
        message: 'Error: listen EADDRINUSE: address already in use 127.0.0.1:41234\n    at Server.setupListenHandle',
        assertionResults: [{ status: 'skipped' }, { status: 'skipped' }],
      },
      file(`${root}/a.test.ts`, 'passed', ['passed']),
    ]);
    expect(failureList(run, root)).toEqual([
      'FAIL test/fuzz/openapi-conformance.fuzz.ts (as a whole)\n    Error: listen EADDRINUSE: address already in use 127.0.0.1:41234',
    ]);
  });

  it('lists twenty and counts the rest', () => {
    const run = report(Array.from({ length: 25 }, (_, i) => file(`${root}/f${i}.test.ts`, 'failed', [])));
    const list = failureList(run, root);
    expect(list).toHaveLength(21);
    expect(list.at(-1)).toBe('... and 5 more failures');
  });
});
