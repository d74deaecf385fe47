// A job handler for scripts/local/scheduler.test.ts: counts its runs where the test can see them.
const runs = ((globalThis as { __schedulerTestRuns?: string[] }).__schedulerTestRuns ??= []);

export const handler = async (_event: unknown, context: { awsRequestId: string }) => {
  runs.push(context.awsRequestId);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { runs: runs.length };
};
