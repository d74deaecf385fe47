// The closing line of `npm test`, which CI reads: 'Tests: N passed, N failed, N skipped'.

/** The part of vitest's JSON report the closing line needs. */
export type VitestJsonReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    status: string;
    /** Why the file failed as a whole (it did not load, a hook threw). */
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
};

export type TestSummary = { passed: number; failed: number; skipped: number };

/**
 * A file that failed without a failing test failed as a whole (it did not load, or a beforeAll threw and
 * its tests were skipped): vitest counts none of that in numFailedTests, so it counts once here. So does
 * every error thrown outside any test, which vitest reports only on its console.
 */
export function testSummary(report: VitestJsonReport, unhandledErrors: number): TestSummary {
  const filesFailedAsAWhole = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + filesFailedAsAWhole + unhandledErrors,
    skipped: report.numPendingTests,
  };
}

export function summaryLine({ passed, failed, skipped }: TestSummary): string {
  return `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** One closing line for runs made side by side (the infra project beside the others). */
export function addSummaries(summaries: readonly TestSummary[]): TestSummary {
  return summaries.reduce(
    (total, summary) => ({
      passed: total.passed + summary.passed,
      failed: total.failed + summary.failed,
      skipped: total.skipped + summary.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** Lines of an error kept in the list of failures: its message, not its whole stack. */
const FAILURE_LINES = 4;
/** Failures listed by name; past these, a count (the full report has them all). */
const FAILURES_LISTED = 20;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

function firstLines(text: string): string {
  const lines = text.replace(COLOUR_CODES, '').split('\n');
  const message = lines.filter((line) => !/^\s+at /.test(line) && line.trim() !== '').slice(0, FAILURE_LINES);
  return message.map((line) => `    ${line.trim()}`).join('\n');
}

/**
 * What failed, by file and test, each with the first lines of its error: printed just above the
 * closing line, so whoever reads only the end of a long run's output (CI's tail) sees what failed.
 */
export function failureList(report: VitestJsonReport, root: string): string[] {
  const failures: string[] = [];
  for (const file of report.testResults) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`FAIL ${name} > ${test.fullName ?? '(a test)'}\n${firstLines(test.failureMessages?.[0] ?? '')}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`FAIL ${name} (as a whole)\n${firstLines(file.message ?? '')}`);
    }
  }
  if (failures.length <= FAILURES_LISTED) return failures;
  return [...failures.slice(0, FAILURES_LISTED), `... and ${failures.length - FAILURES_LISTED} more failures`];
}
