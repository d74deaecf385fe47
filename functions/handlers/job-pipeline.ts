import type { JobContract } from '../contracts/job-contract';
import { logger, setLogContext } from '../platform/logger';

/** What the scheduler (EventBridge Scheduler, or scripts/local/scheduler.ts) passes a job's handler. */
export type JobContext = { awsRequestId?: string };

/**
 * A job's Lambda handler: one run at the server's clock, one log line for its outcome. A failed
 * run throws, so the invocation counts as an error (the Lambda errors alarm); what it left undone
 * is still due and the next run on the timetable does it.
 */
export function jobHandler<R extends Record<string, number>>(job: JobContract, run: (now: Date) => Promise<R>) {
  let coldStart = true;
  return async (_event?: unknown, context?: JobContext): Promise<R> => {
    setLogContext({ job: job.name, handler: job.handler, lambdaRequestId: context?.awsRequestId, coldStart });
    coldStart = false;
    const started = Date.now();
    try {
      const result = await run(new Date());
      logger.info('job run finished', { ...result, ms: Date.now() - started });
      return result;
    } catch (error) {
      logger.error('job run failed', {
        error: error instanceof Error ? error.name : 'Error',
        ms: Date.now() - started,
      });
      throw error;
    }
  };
}
