/**
 * The `next` of /login?next=... (and of /change-password?next=...) when it is a path on this site,
 * else null: a link from elsewhere must not send a fresh login to another origin ('//host', '/\host').
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
