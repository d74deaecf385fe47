const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A number as typed, as the body carries it: undefined when empty, NaN when it is not a plain
 * decimal number (both refused by the server with the field's message), else its value.
 */
export function toNumber(typed: string | undefined | null): number | undefined {
  const trimmed = (typed ?? '').trim();
  if (trimmed === '') return undefined;
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}
