// What the market's bench sections share (scripts/bench/market.ts, scripts/bench/opening.ts): a
// stack of their own, started as the bench starts its own (fresh ports, in-memory DynamoDB, seeded)
// with the job scheduler off, so the only close of a tender is the one the section runs, and
// CloudFront's viewer header trusted, so each request is its own address (as in the API tests);
// timing and percentile helpers; the work items and rates of a big bid.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeStackPorts } from '../local/ports';
import type { RunningStack } from '../local/stack';

/** Setup requests in flight at once (accounts, uploads, bids): enough to keep 2 cores busy. */
export const SETUP_CONCURRENCY = 4;

export const elapsed = (started: number) => performance.now() - started;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => (ms / 1000).toFixed(ms < 10_000 ? 2 : 1);

/** Nearest-rank percentile: with 50 samples p99 is the largest. */
export function percentile(times: readonly number[], share: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/** Runs `work` for every index, `concurrency` at a time. */
export async function inTurns<T>(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
  return results;
}

export function workItems(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    material_work_type_id: 2,
    material_work_type_name: 'RCC Work',
    item_description: `Item ${index + 1} of the bill of quantities`,
    quantity: 10 + (index % 90) + 0.25,
    unit: 'cum',
  }));
}

/** A rate for every item; `variant` moves them, so bidders' totals differ (and rank). */
export const ratesFor = (count: number, variant = 0) =>
  Array.from({ length: count }, (_, index) => ({
    work_item_id: index + 1,
    rate: 100 + ((index * 37 + variant * 101) % 9000) + 0.5,
  }));

/** Starts the section's own stack, runs `work` on it and stops it, whatever happens. */
export async function withMarketStack(work: (stack: RunningStack) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tender-bench-market-'));
  const { startStack } = await import('../local/stack');
  const stack = await startStack({
    dataDir,
    ports: await freeStackPorts(),
    seed: true,
    inMemoryDatabase: true,
    trustViewerAddressHeader: true,
    runJobs: false,
    log: console.log,
  });
  try {
    // The tests' helpers read the stack's address from here.
    process.env.STACK_URL = stack.siteUrl;
    process.env.MAILBOX_URL = stack.mailboxUrl;
    await work(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A section's process ends with its work: 0 when it finished, 1 with the error printed. */
export function runSection(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
