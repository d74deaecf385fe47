import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../functions/jobs';
import { startScheduler } from './scheduler';
import type { RunningProcess } from './dynamodb';

const handlersDir = path.join(import.meta.dirname, 'test-fixtures');
const job = (name: string, handler: string, schedule = 'rate(1 minute)'): Job => ({
  name,
  handler,
  schedule,
  summary: name,
  access: {},
  timeoutSeconds: 10,
});
const runs = () => ((globalThis as { __schedulerTestRuns?: string[] }).__schedulerTestRuns ??= []);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local scheduler', () => {
  let scheduler: RunningProcess | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  it('runs each job on its timetable, logs a failed run and goes on, and stops cleanly', async () => {
    runs().length = 0;
    const lines: string[] = [];
    scheduler = await startScheduler({
      jobs: [job('count', 'jobs/count-runs'), job('fail', 'jobs/fail-run')],
      log: (line) => lines.push(line),
      handlersDir,
      intervalMs: 25,
    });
    await wait(160);
    await scheduler.stop();
    const afterStop = runs().length;
    expect(afterStop).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines[0]).toBe('Scheduled job fail failed: the table is not there');
    await wait(80);
    expect(runs()).toHaveLength(afterStop);
  });

  it('refuses a job whose module has no handler, and a schedule it cannot keep', async () => {
    await expect(
      startScheduler({ jobs: [job('none', 'jobs/missing')], log: () => undefined, handlersDir }),
    ).rejects.toThrow();
    await expect(
      startScheduler({
        jobs: [job('cron', 'jobs/count-runs', 'cron(0 * * * ? *)')],
        log: () => undefined,
        handlersDir,
      }),
    ).rejects.toThrow('Not a rate(...) schedule: cron(0 * * * ? *)');
  });
});
