import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { RouteContract } from '../../contracts/route-contract';
import { getActiveTenders } from '../../contracts/tenders';
import { login } from '../../contracts/accounts';
import type { HttpAnswer } from './answers';
import { READ_CACHE_MAX_SECONDS, ReadCache, readCacheKey } from './read-cache';

const ok = (body: string): HttpAnswer => ({ statusCode: 200, headers: {}, body });
const counting = (answer: () => HttpAnswer) => {
  const load = async () => {
    load.calls += 1;
    return answer();
  };
  load.calls = 0;
  return load;
};

describe('ReadCache', () => {
  it('keeps public cached GETs for at most 10 s, and nothing else', () => {
    const cache = new ReadCache(60);
    expect(cache.lifetimeMs(getActiveTenders)).toBe(
      Math.min(getActiveTenders.cache?.sharedSeconds ?? 0, READ_CACHE_MAX_SECONDS) * 1000,
    );
    expect(cache.lifetimeMs(login as RouteContract)).toBe(0);
    expect(new ReadCache(0).lifetimeMs(getActiveTenders)).toBe(0);
  });

  it('answers a repeated read from memory until it expires', async () => {
    const cache = new ReadCache(10);
    let version = 1;
    const load = counting(() => ok(`v${version}`));
    expect((await cache.answer('/a?', 1000, 0, load)).body).toBe('v1');
    version = 2;
    expect((await cache.answer('/a?', 1000, 999, load)).body).toBe('v1');
    expect((await cache.answer('/a?', 1000, 1000, load)).body).toBe('v2');
    expect(load.calls).toBe(2);
  });

  it('shares one read between concurrent misses', async () => {
    const cache = new ReadCache(10);
    const load = counting(() => ok('x'));
    await Promise.all(Array.from({ length: 20 }, () => cache.answer('/b?', 1000, 0, load)));
    expect(load.calls).toBe(1);
  });

  it('does not keep errors, failures or anything after clear()', async () => {
    const cache = new ReadCache(10);
    const failing = counting(() => ({ statusCode: 503, headers: {}, body: '' }));
    await cache.answer('/c?', 1000, 0, failing);
    await cache.answer('/c?', 1000, 1, failing);
    expect(failing.calls).toBe(2);
    const throwing = async () => {
      throw new Error('boom');
    };
    await expect(cache.answer('/d?', 1000, 0, throwing)).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    const load = counting(() => ok('y'));
    await cache.answer('/e?', 1000, 0, load);
    cache.clear();
    await cache.answer('/e?', 1000, 1, load);
    expect(load.calls).toBe(2);
  });

  it('keys on the path and the query in a fixed order', () => {
    const event = (query: Record<string, string>) =>
      ({
        rawPath: '/api/v1/tenders/active_tenders',
        queryStringParameters: query,
      }) as unknown as APIGatewayProxyEventV2;
    expect(readCacheKey(event({ b: '2', a: '1' }))).toBe(readCacheKey(event({ a: '1', b: '2' })));
    expect(readCacheKey(event({ a: '1' }))).not.toBe(readCacheKey(event({ a: '2' })));
  });
});
