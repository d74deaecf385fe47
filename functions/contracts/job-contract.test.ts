import { describe, expect, it } from 'vitest';
import { jobs } from '../jobs';
import { jobAccess, rateIntervalMs } from './job-contract';

describe('job contracts', () => {
  it('reads rate(...) expressions as EventBridge Scheduler does', () => {
    expect(rateIntervalMs('rate(1 minute)')).toBe(60_000);
    expect(rateIntervalMs('rate(5 minutes)')).toBe(300_000);
    expect(rateIntervalMs('rate(2 hours)')).toBe(7_200_000);
    expect(rateIntervalMs('rate(1 day)')).toBe(86_400_000);
    for (const wrong of ['rate(1 minutes)', 'rate(2 minute)', 'rate(0 minutes)', 'cron(* * * * ? *)', 'rate(1 week)']) {
      expect(() => rateIntervalMs(wrong), wrong).toThrow();
    }
  });

  it('gives every job a distinct name and handler, a rate schedule and exactly the access it declares', () => {
    expect(new Set(jobs.map((job) => job.name)).size).toBe(jobs.length);
    expect(new Set(jobs.map((job) => job.handler)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.handler.startsWith('jobs/')).toBe(true);
      expect(rateIntervalMs(job.schedule)).toBeGreaterThanOrEqual(60_000);
    }
    const close = jobs.find((job) => job.name === 'close-tenders')!;
    expect(close.schedule).toBe('rate(1 minute)');
    // It mails each bidder the register of the tenders it closed.
    expect(jobAccess(close)).toEqual({
      table: 'write',
      writes: ['AUDIT', 'TENDER'],
      bucket: 'none',
      mail: true,
      secrets: [],
      keys: [],
    });
  });
});
