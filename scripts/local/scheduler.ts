import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rateIntervalMs } from '../../functions/contracts/job-contract';
import type { Job } from '../../functions/jobs';
import type { RunningProcess } from './dynamodb';

// The local stand-in for EventBridge Scheduler (DESIGN.md §1): each job of the job table
// (functions/jobs.ts) runs its handler module on the job's own timetable, as its Lambda does in
// the cloud. A failed run is logged and the timetable goes on, as a failed invocation does not
// stop a schedule; a run still going when the next is due is not started twice.

type JobHandler = (event: unknown, context: { awsRequestId: string }) => Promise<unknown>;

export type SchedulerOptions = {
  jobs: readonly Job[];
  log: (line: string) => void;
  /** Where the handler modules are (default functions/handlers); tests point it at their own. */
  handlersDir?: string;
  /** Overrides each job's interval (tests); otherwise its `rate(...)` expression decides. */
  intervalMs?: number;
};

const defaultHandlersDir = path.resolve(import.meta.dirname, '..', '..', 'functions', 'handlers');

async function loadHandler(handlersDir: string, job: Job): Promise<JobHandler> {
  const file = pathToFileURL(path.join(handlersDir, `${job.handler}.ts`)).href;
  const module = (await import(/* @vite-ignore */ file)) as { handler?: JobHandler };
  if (typeof module.handler !== 'function') throw new Error(`functions/handlers/${job.handler}.ts has no handler`);
  return module.handler;
}

/** Starts every job's timetable; the first run of each is one interval after the start, as in the cloud. */
export async function startScheduler(options: SchedulerOptions): Promise<RunningProcess> {
  const handlersDir = options.handlersDir ?? defaultHandlersDir;
  const loaded = await Promise.all(
    options.jobs.map(async (job) => ({
      job,
      handler: await loadHandler(handlersDir, job),
      intervalMs: options.intervalMs ?? rateIntervalMs(job.schedule),
    })),
  );
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  let runs = 0;

  const runOnce = (job: Job, handler: JobHandler) => {
    if (busy.has(job.name)) return;
    busy.add(job.name);
    runs += 1;
    const run = handler({ source: 'local-scheduler', job: job.name }, { awsRequestId: `local-job-${runs}` })
      .then(
        () => undefined,
        (error: unknown) =>
          options.log(`Scheduled job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  };

  const timers = loaded.map(({ job, handler, intervalMs }) => setInterval(() => runOnce(job, handler), intervalMs));
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      // A run already started finishes: its writes are whole transactions either way.
      await Promise.allSettled([...running]);
    },
  };
}
