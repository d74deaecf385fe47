import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clearLoginFailures,
  countLoginFailure,
  undoLoginFailure,
  type FailurePolicy,
} from './login-failures-repository';

// The growing wait of an account's run of failures, against DynamoDB Local with the clock passed in.

const policy: FailurePolicy = {
  free: 3,
  delaySeconds: (beyond) => Math.min(60 * 2 ** beyond, 300),
  forgetSeconds: 3600,
};
const T = 1_900_000_000;

async function countAt(subject: string, at: number) {
  return countLoginFailure(subject, at, policy);
}

describe('an account run of failed logins', () => {
  it('lets the free failures pass, then makes each further attempt wait longer, up to the cap', async () => {
    const subject = `int:${randomUUID()}`;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await countAt(subject, T)).counted).toBe(true);
    expect(await countAt(subject, T + 59)).toEqual({ counted: false, retryAt: T + 60 });
    let at = T + 60;
    for (const wait of [120, 240, 300, 300]) {
      expect((await countAt(subject, at)).counted, `at +${at - T}`).toBe(true);
      expect(await countAt(subject, at + wait - 1)).toEqual({ counted: false, retryAt: at + wait });
      at += wait;
    }
    // Forgotten an hour after the last counted attempt (at - 300): a fresh run.
    const afterQuiet = at - 300 + 3600;
    const fresh = await countAt(subject, afterQuiet);
    expect(fresh).toMatchObject({ counted: true, notice: false });
  });

  it('asks for the notice once per run: at the last free failure', async () => {
    const subject = `int:${randomUUID()}`;
    const notices: boolean[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const count = await countAt(subject, T + attempt * 100);
      if (count.counted) notices.push(count.notice);
    }
    const later = await countAt(subject, T + 1000);
    expect(later.counted && later.notice).toBe(false);
    expect(notices).toEqual([false, false, true]);
  });

  it('counts one of a parallel burst once the wait applies: no burst runs past it', async () => {
    const subject = `int:${randomUUID()}`;
    for (let attempt = 0; attempt < 3; attempt += 1) await countAt(subject, T);
    const burst = await Promise.all(Array.from({ length: 8 }, () => countAt(subject, T + 60)));
    expect(burst.filter((count) => count.counted)).toHaveLength(1);
  });

  it('gives back an attempt that was no failure, and a reset ends the run', async () => {
    const subject = `int:${randomUUID()}`;
    for (let attempt = 0; attempt < 2; attempt += 1) await countAt(subject, T);
    const right = await countAt(subject, T);
    if (!right.counted) throw new Error('not counted');
    await undoLoginFailure(subject, right.undo, T);
    // As before it: one more free failure, then the wait.
    expect((await countAt(subject, T + 1)).counted).toBe(true);
    expect((await countAt(subject, T + 2)).counted).toBe(false);

    const first = `int:${randomUUID()}`;
    const only = await countAt(first, T);
    if (!only.counted) throw new Error('not counted');
    await undoLoginFailure(first, only.undo, T);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await countAt(first, T)).counted).toBe(true);

    await clearLoginFailures(subject);
    expect((await countAt(subject, T + 3)).counted).toBe(true);
  });
});
