// Figures a warm container may reuse for a few seconds instead of reading them again for every
// caller (the dashboard's count of open tenders is a Query over the whole
// status partition). The public read cache's rule: kept for at most READ_CACHE_SECONDS (the
// caller passes it), failures not kept, and everything forgotten when this process answers a write (the pipeline calls
// forgetMemos), so locally, where every route shares one process, a change shows at once.

type Memo = { expiresAt: number; value: Promise<unknown> };
const memos = new Map<string, Memo>();

export function memoized<T>(key: string, lifetimeMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = memos.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  if (lifetimeMs === 0) return value;
  const memo = { expiresAt: now + lifetimeMs, value };
  memos.set(key, memo);
  value.catch(() => {
    if (memos.get(key) === memo) memos.delete(key);
  });
  return value;
}

export function forgetMemos(): void {
  memos.clear();
}
