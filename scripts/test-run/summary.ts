// The closing line of `npm test`, which CI reads: 'Tests: N passed, N failed, N skipped'.

/** The part of vitest's JSON report the closing line needs. */
export type VitestJsonReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
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
