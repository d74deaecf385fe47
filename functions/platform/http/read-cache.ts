import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteContract } from '../../contracts/route-contract';
import type { HttpAnswer } from './answers';

/** The longest a container may answer a public read from memory (DESIGN.md §7). */
export const READ_CACHE_MAX_SECONDS = 10;
const MAX_ENTRIES = 500;

type Entry = { expiresAt: number; answer: Promise<HttpAnswer> };

/**
 * A per-container cache of public GET answers, in front of CloudFront's: a warm container answers a
 * repeated read without a DynamoDB round trip, and concurrent misses share one read. It keeps only
 * 200s, for min(contract's shared lifetime, the setting, 10 s); any write the same process answers
 * clears it (locally every route runs in one process, so a change is seen at once there).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxSeconds: number) {}

  /** The lifetime for this route, 0 when its answers are not to be kept. */
  lifetimeMs(contract: RouteContract): number {
    if (contract.method !== 'GET' || contract.auth !== 'public' || contract.identifyCaller || !contract.cache) return 0;
    return Math.min(contract.cache.sharedSeconds, this.maxSeconds, READ_CACHE_MAX_SECONDS) * 1000;
  }

  async answer(key: string, lifetimeMs: number, now: number, load: () => Promise<HttpAnswer>): Promise<HttpAnswer> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.answer;
    const answer = load();
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: now + lifetimeMs, answer });
    this.evictOldest();
    // Only successes are kept: an error or a redirect is asked again next time.
    answer.then(
      (result) => {
        if (result.statusCode !== 200) this.forget(key, answer);
      },
      () => this.forget(key, answer),
    );
    return answer;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, answer: Promise<HttpAnswer>) {
    if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
  }

  private evictOldest() {
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}

/** Path and query, with the query's parameters in a fixed order. */
export function readCacheKey(event: APIGatewayProxyEventV2): string {
  const query = Object.entries(event.queryStringParameters ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `${event.rawPath}?${query}`;
}
