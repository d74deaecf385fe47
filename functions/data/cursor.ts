import { BadRequestError } from '../platform/errors';

const INVALID = 'cursor is not valid.';

/** A Query's LastEvaluatedKey as an opaque string for the caller to hand back. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/** Decodes a cursor and checks it belongs to the partition being read, so it cannot point elsewhere. */
export function decodeCursor(
  cursor: string | undefined,
  partition: { attribute: string; value: string },
  keyAttributes: readonly string[],
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID);
  }
  if (typeof decoded !== 'object' || decoded === null) throw new BadRequestError(INVALID);
  const record = decoded as Record<string, unknown>;
  const names = Object.keys(record);
  const wellFormed =
    names.length === keyAttributes.length &&
    keyAttributes.every((name) => typeof record[name] === 'string') &&
    record[partition.attribute] === partition.value;
  if (!wellFormed) throw new BadRequestError(INVALID);
  return record as Record<string, string>;
}
