import * as z from '@tender/shared/schemas/mini';

// A stored item kind, declared once: its name and a zod/mini object schema of the attributes as
// written (the functions' bundles carry no classic zod). Its record type is the schema's `z.infer`,
// and every read of an item of that kind goes through `read`, so an item that does not hold what
// the type says is refused where it is read, naming the kind and the attribute, instead of
// travelling on into the domain under a cast.
//
// Attributes the schema does not name are dropped from the record (an object schema strips what it
// does not declare): the table's keys (`KEY_ATTRIBUTES`) and anything else. So an attribute that a
// writer sets must be declared on its entity, or a read-modify-write of the record loses it.

/** A stored item that does not match its entity's schema. */
export class StoredItemError extends Error {
  constructor(
    /** The entity's name (`bid`, `invoice` ...). */
    readonly entity: string,
    /** The first attribute that does not match, as a path (`opening.financial.rates`), '' for the item. */
    readonly attribute: string,
    readonly problem: string,
  ) {
    super(`A stored ${entity} item does not match its entity: ${attribute || '(the item)'}: ${problem}`);
    this.name = 'StoredItemError';
  }
}

export type Entity<S extends z.ZodMiniObject> = {
  readonly name: string;
  readonly schema: S;
  /** The stored item (keys and all) as its typed record; throws StoredItemError when it does not match. */
  read(item: Record<string, unknown>): z.infer<S>;
};

/** Declared at module level, once per kind: the schema is built once, not per read. */
export function defineEntity<S extends z.ZodMiniObject>(definition: { name: string; schema: S }): Entity<S> {
  const { name, schema } = definition;
  return {
    name,
    schema,
    read(item) {
      const result = schema.safeParse(item);
      if (result.success) return result.data;
      const [issue] = result.error.issues;
      throw new StoredItemError(name, issue ? issue.path.map(String).join('.') : '', issue?.message ?? 'invalid');
    },
  };
}

/**
 * A large array passed through with a check of its first entry only, for arrays of hundreds of
 * entries on hot reads (the opened rates of every bid of a tender): a deep parse copies every
 * element. Only for values the writer built from a parsed request or a computation.
 */
export const passedArray = <T>(checkFirst: (first: unknown) => boolean) =>
  z.custom<T[]>((value) => Array.isArray(value) && (value.length === 0 || checkFirst(value[0])));

/** A nested object of a known type that the entity does not parse itself (checked as an object only). */
export const passedObject = <T extends object>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
