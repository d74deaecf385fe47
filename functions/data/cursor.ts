import { apiMessages } from '@tender/shared/messages';
import { ValidationError } from '../platform/errors';
import { purposeMac, sameMac } from '../platform/signed-link';

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

// 16 bytes of the MAC are plenty for a cursor and keep page links short.
const mac = async (payload: string, scope: CursorScope): Promise<Buffer> =>
  (await purposeMac('list-cursor', `${canonicalScope(scope)}\n${payload}`)).subarray(0, 16);

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
  if (!sameMac(signature, await mac(payload, scope))) throw invalid();
  const record = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const wellFormed =
    Object.keys(record).length === keyAttributes.length &&
    keyAttributes.every((name) => typeof record[name] === 'string');
  if (!wellFormed) throw invalid();
  return record as Record<string, string>;
}
