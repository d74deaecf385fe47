import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './secrets';

// The links that open without a session (mailed, or polled by a calendar app) are signed, not
// stored: `<field>-<field>-…-<HMAC>`, the HMAC (SHA-256, base64url) over the same fields joined by
// dots, then any values the link is bound to without carrying them (the address a verification
// link was sent to), under a key derived for the kind's purpose, so a token of one kind never
// verifies as another. Tokens have no dots: the SPA's hosts (CloudFront's routing function, the
// local gateway) take a last path segment with a dot for a file. Every kind in use was mailed in
// this format, so it is fixed: a change here breaks links already sitting in inboxes.

/** One field of a token: the text it takes, read back into its value and written from it. */
export type LinkField<T> = {
  /** The value the text names, or undefined when the text is not a canonical one of the field. */
  read(text: string): T | undefined;
  write(value: T): string;
};

const SAFE_DIGITS = 15; // every 15-digit number is exact in a double; 16 digits are checked below

function integerField(first: string, maxDigits: number): LinkField<number> {
  const shape = new RegExp(`^(?:${first}\\d{0,${maxDigits - 1}})$`);
  return {
    read: (text) => {
      if (!shape.test(text)) return undefined;
      const value = Number(text);
      return maxDigits <= SAFE_DIGITS || Number.isSafeInteger(value) ? value : undefined;
    },
    write: (value) => String(value),
  };
}

/** A whole number from 1, of at most `maxDigits` digits, no leading zero. */
export const positiveInteger = (maxDigits: number): LinkField<number> => integerField('[1-9]', maxDigits);

/** A whole number from 0, of at most `maxDigits` digits, no leading zero. */
export const naturalNumber = (maxDigits: number): LinkField<number> => integerField('0|[1-9]', maxDigits);

/** Exactly `length` lower-case hex digits. */
export function lowerHex(length: number): LinkField<string> {
  const shape = new RegExp(`^[0-9a-f]{${length}}$`);
  return { read: (text) => (shape.test(text) ? text : undefined), write: (value) => value };
}

/** An instant in whole seconds since the epoch (written rounded down), up to 12 digits. */
export const epochSeconds: LinkField<Date> = {
  read: (text) => {
    const seconds = naturalNumber(12).read(text);
    return seconds === undefined ? undefined : new Date(seconds * 1000);
  },
  write: (value) => String(Math.floor(value.getTime() / 1000)),
};

type Fields = Record<string, LinkField<unknown>>;

/** What a token of the kind carries, field by field. */
export type LinkValues<F extends Fields> = { [K in keyof F]: F[K] extends LinkField<infer T> ? T : never };

type InstantField<F extends Fields> = { [K in keyof F]: F[K] extends LinkField<Date> ? K : never }[keyof F];

export type LinkKind<F extends Fields, E extends InstantField<F> | undefined = undefined> = {
  /** The key's purpose (derivedKey), its own for each kind. */
  purpose: string;
  /** The fields in the order the token carries them. */
  fields: F;
  /** The field past which the link stops working, for a kind that expires. */
  expiresAt?: E;
};

/** Why a token is refused. */
export type LinkRefusal = 'malformed' | 'signature' | 'expired';

export type LinkCheck<F extends Fields> =
  { valid: true; values: LinkValues<F> } | { valid: false; reason: LinkRefusal };

type CheckOptions<E> = ([E] extends [undefined] ? { now?: Date } : { now: Date }) & {
  /** The values the link was signed with but does not carry, in the order they were signed. */
  bound?: readonly string[];
};

/** The options of a check: optional for a kind that never expires, `now` required for one that does. */
type CheckArguments<E> = [E] extends [undefined] ? [options?: CheckOptions<E>] : [options: CheckOptions<E>];

export type SignedLink<F extends Fields, E> = {
  sign(values: LinkValues<F>, bound?: readonly string[]): Promise<string>;
  /** The fields of a well-formed token, signature unchecked (to find what it is bound to); undefined otherwise. */
  parse(token: string): LinkValues<F> | undefined;
  check(token: string, ...options: CheckArguments<E>): Promise<LinkCheck<F>>;
  /** The fields of a genuine, unexpired token; undefined for anything else. */
  verify(token: string, ...options: CheckArguments<E>): Promise<LinkValues<F> | undefined>;
};

// base64url of the 32 bytes of SHA-256, unpadded.
const MAC_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The HMAC-SHA-256 of `text` under the key derived for `purpose`. */
export async function purposeMac(purpose: string, text: string): Promise<Buffer> {
  return createHmac('sha256', await derivedKey(purpose))
    .update(text)
    .digest();
}

/**
 * Whether a MAC as a token carries it equals the expected one, in constant time. The text is
 * compared, not the bytes it decodes to, so each MAC has exactly one spelling.
 */
export function sameMac(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected.toString('base64url'));
  // timingSafeEqual throws on unequal lengths; the length alone says nothing about the value.
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signedLink<F extends Fields, E extends InstantField<F> | undefined = undefined>(
  kind: LinkKind<F, E>,
): SignedLink<F, E> {
  const fields: [string, LinkField<unknown>][] = Object.entries(kind.fields);
  const texts = (values: LinkValues<F>) => {
    const byName: Record<string, unknown> = values;
    return fields.map(([name, field]) => field.write(byName[name]));
  };
  const mac = (fieldTexts: string[], bound: readonly string[]) =>
    purposeMac(kind.purpose, [...fieldTexts, ...bound].join('.'));

  function split(token: string): { values: LinkValues<F>; macText: string } | undefined {
    const cut = token.length - 44;
    if (cut < 1 || token[cut] !== '-') return undefined;
    const macText = token.slice(cut + 1);
    const parts = token.slice(0, cut).split('-');
    if (!MAC_SHAPE.test(macText) || parts.length !== fields.length) return undefined;
    const values: Record<string, unknown> = {};
    for (const [index, [name, field]] of fields.entries()) {
      const value = field.read(parts[index] ?? '');
      if (value === undefined) return undefined;
      values[name] = value;
    }
    return { values: values as LinkValues<F>, macText };
  }

  async function check(token: string, options: CheckOptions<undefined> = {}): Promise<LinkCheck<F>> {
    const parsed = split(token);
    if (!parsed) return { valid: false, reason: 'malformed' };
    if (!sameMac(parsed.macText, await mac(texts(parsed.values), options.bound ?? [])))
      return { valid: false, reason: 'signature' };
    if (kind.expiresAt !== undefined) {
      const expiresAt: unknown = parsed.values[kind.expiresAt];
      // A kind that expires types `now` as required; a caller that casts it away is refused.
      const live = expiresAt instanceof Date && options.now !== undefined && expiresAt > options.now;
      if (!live) return { valid: false, reason: 'expired' };
    }
    return { valid: true, values: parsed.values };
  }

  return {
    sign: async (values, bound = []) => {
      const fieldTexts = texts(values);
      return `${fieldTexts.join('-')}-${(await mac(fieldTexts, bound)).toString('base64url')}`;
    },
    parse: (token) => split(token)?.values,
    check,
    verify: async (token, ...options) => {
      const result = await check(token, ...options);
      return result.valid ? result.values : undefined;
    },
  };
}
