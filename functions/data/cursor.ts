import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiMessages } from '@tender/shared/messages';
import { ValidationError } from '../platform/errors';
import { derivedKey } from '../platform/secrets';

/** What a cursor is bound to: the list (partition) and every filter that shaped it. */
export type CursorScope = Record<string, string | number | undefined>;

const invalid = () => new ValidationError({ cursor: [apiMessages.cursorInvalid] }, apiMessages.cursorInvalid);

function canonicalScope(scope: CursorScope): string {
  return JSON.stringify(
    Object.entries(scope)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

async function mac(payload: string, scope: CursorScope): Promise<Buffer> {
  return createHmac('sha256', await derivedKey('list-cursor'))
    .update(`${canonicalScope(scope)}\n${payload}`)
    .digest()
    .subarray(0, 16);
}

/**
 * A Query's LastEvaluatedKey as an opaque, tamper-evident string: the key, then an HMAC over the
 * key and the list and filters it belongs to. A changed cursor, or one replayed on another list or
 * with other filters, does not verify.
 */
export async function encodeCursor(
  key: Record<string, string> | undefined,
  scope: CursorScope,
): Promise<string | null> {
  if (!key) return null;
  const payload = Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
  return `${payload}.${(await mac(payload, scope)).toString('base64url')}`;
}

/** The key inside a cursor made by `encodeCursor` for this same scope; 400 for anything else. */
export async function decodeCursor(
  cursor: string | undefined,
  scope: CursorScope,
  keyAttributes: readonly string[],
): Promise<Record<string, string> | undefined> {
  if (cursor === undefined) return undefined;
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  const expected = await mac(payload, scope);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const record = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const wellFormed =
    Object.keys(record).length === keyAttributes.length &&
    keyAttributes.every((name) => typeof record[name] === 'string');
  if (!wellFormed) throw invalid();
  return record as Record<string, string>;
}
