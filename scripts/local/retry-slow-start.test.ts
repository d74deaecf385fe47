import { describe, expect, it } from 'vitest';
import { retrySlowStart } from './retry-slow-start';

const timeout = () =>
  Object.assign(new Error('a request has exceeded the configured 1500 ms requestTimeout'), { name: 'TimeoutError' });

describe('retrySlowStart', () => {
  it('runs a step that timed out again, up to the attempts given', async () => {
    let calls = 0;
    const result = await retrySlowStart(async () => {
      calls += 1;
      if (calls < 3) throw timeout();
      return 'done';
    });
    expect({ result, calls }).toEqual({ result: 'done', calls: 3 });
    calls = 0;
    await expect(
      retrySlowStart(async () => {
        calls += 1;
        throw timeout();
      }, 2),
    ).rejects.toThrow('requestTimeout');
    expect(calls).toBe(2);
  });

  it('does not retry any other failure', async () => {
    let calls = 0;
    await expect(
      retrySlowStart(async () => {
        calls += 1;
        throw new Error('ResourceInUseException');
      }),
    ).rejects.toThrow('ResourceInUseException');
    expect(calls).toBe(1);
  });
});
