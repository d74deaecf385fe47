// A vitest reporter that keeps the count of errors thrown outside any test for the closing line of
// `npm test`: vitest's JSON report has no such field. It writes to the file UNHANDLED_ERRORS_FILE names.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'vitest/node';

export class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd: Reporter['onTestRunEnd'] = (_modules, unhandledErrors) => {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ count: unhandledErrors.length }));
  };
}

// vitest loads a reporter given by path from its default export.
export default UnhandledErrorsReporter;
