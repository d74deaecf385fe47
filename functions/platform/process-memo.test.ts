import { beforeEach, describe, expect, it } from 'vitest';
import { forgetMemos, memoized } from './process-memo';

describe('memoized', () => {
  let loads = 0;
  const load = (value: number) => async () => {
    loads += 1;
    return value;
  };
  beforeEach(() => {
    loads = 0;
    forgetMemos();
  });

  it('answers a figure read within its lifetime without reading it again', async () => {
    expect(await memoized('count', 10_000, load(1), 1_000)).toBe(1);
    expect(await memoized('count', 10_000, load(2), 10_999)).toBe(1);
    expect(await memoized('count', 10_000, load(3), 11_000)).toBe(3);
    expect(loads).toBe(2);
  });

  it('reads again after a write (forgetMemos) and after a failure', async () => {
    await memoized('count', 10_000, load(1), 0);
    forgetMemos();
    expect(await memoized('count', 10_000, load(2), 1)).toBe(2);
    await expect(memoized('broken', 10_000, () => Promise.reject(new Error('down')), 2)).rejects.toThrow('down');
    expect(await memoized('broken', 10_000, load(4), 3)).toBe(4);
  });
});

it('keeps nothing with a lifetime of 0 (READ_CACHE_SECONDS=0)', async () => {
  let loads = 0;
  const load = async () => (loads += 1);
  await memoized('off', 0, load, 0);
  await memoized('off', 0, load, 0);
  expect(loads).toBe(2);
});
