import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as zod 4 writes it and the OpenAPI document holds it) the routes use. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type ArbitraryOptions = {
  /** Finds the schema a `$ref` names (e.g. `#/components/schemas/X` of the OpenAPI document). */
  resolve?: (ref: string) => JsonSchema;
  /**
   * Only values the schema allows. Without it (the route fuzzer), strings also reach one past
   * their maximum, where off-by-one limits live.
   */
  validOnly?: boolean;
};

/** Keeps generated text small enough for a thousand requests a route, but able to reach the limits. */
const TEXT_CAP = 300;

/** The widest values a text field meets: blank, padded, at the limits, with characters that read differently. */
function edgeStrings(schema: JsonSchema): string[] {
  const edges = ['', ' ', '\t', ' padded ', '\u202Eflip', 'tab\there', 'line\nbreak', 'é😀'];
  if (schema.maxLength !== undefined && schema.maxLength <= 10_000) edges.push('a'.repeat(schema.maxLength));
  if (schema.minLength !== undefined && schema.minLength <= 10_000) edges.push('a'.repeat(schema.minLength));
  return edges;
}

/** JSON Schema counts length in code points, and patterns are Unicode regular expressions. */
function stringFits(schema: JsonSchema, value: string): boolean {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

/** A real calendar day, around today (dates far in the past or future are edge cases of their own). */
const calendarDay = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2120, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? TEXT_CAP, Math.max(minLength, TEXT_CAP));
  let text: fc.Arbitrary<string>;
  if (schema.format === 'date') text = calendarDay;
  else if (schema.format === 'uuid') text = fc.uuid();
  else if (schema.pattern?.startsWith('^')) text = fc.stringMatching(new RegExp(schema.pattern, 'u'));
  else if (schema.format === 'email') text = fc.emailAddress();
  else text = fc.string({ minLength, maxLength, unit: 'grapheme' });
  const edges = edgeStrings(schema).map((value) => ({ weight: 1, arbitrary: fc.constant(value) }));
  if (!options.validOnly) {
    // One past the maximum too: the fuzzer wants the off-by-one refusals.
    if (schema.maxLength !== undefined && schema.maxLength <= 10_000)
      edges.push({ weight: 1, arbitrary: fc.constant('a'.repeat(schema.maxLength + 1)) });
    return fc.oneof({ weight: 8, arbitrary: text }, ...edges);
  }
  const fitting = edges.filter(({ arbitrary }) => fc.sample(arbitrary, 1).every((value) => stringFits(schema, value)));
  return fc.oneof({ weight: 8, arbitrary: text }, ...fitting).filter((value) => stringFits(schema, value));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e9);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e9);
  if (schema.multipleOf !== undefined && !integer) {
    // k / (1 / step) is the double nearest each multiple (0.07, not 7 * 0.01).
    const scale = Math.round(1 / schema.multipleOf);
    const [low, high] = [Math.ceil(min * scale), Math.floor(max * scale)];
    return fc
      .oneof({ weight: 8, arbitrary: fc.integer({ min: low, max: high }) }, fc.constantFrom(low, high))
      .map((k) => k / scale);
  }
  if (integer) {
    const low = Math.ceil(Math.max(min, -(2 ** 31)));
    const high = Math.floor(Math.min(max, 2 ** 31));
    return fc.oneof({ weight: 8, arbitrary: fc.integer({ min: low, max: high }) }, fc.constantFrom(low, high));
  }
  return fc.oneof({ weight: 8, arbitrary: fc.double({ min, max, noNaN: true }) }, fc.constantFrom(min, max));
}

function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryFor(property, options);
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * Values that satisfy the schema, what a well-behaved client would send, reaching for the widest
 * ones (blank and padded text, the limits). The one generator of the route fuzzer and the
 * contract conformance test.
 */
export function arbitraryFor(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    if (!options.resolve) throw new Error(`No resolver for ${schema.$ref}`);
    const { $ref, ...rest } = schema;
    return arbitraryFor({ ...options.resolve($ref), ...rest }, options);
  }
  const self = (inner: JsonSchema) => arbitraryFor(inner, options);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const { anyOf, oneOf, ...rest } = schema;
  const alternatives = anyOf ?? oneOf;
  if (alternatives?.length) {
    // Keywords beside the alternatives hold for each of them (an object that needs one of two keys).
    const within = (alternative: JsonSchema): JsonSchema =>
      Object.keys(rest).length === 0
        ? alternative
        : {
            ...rest,
            ...alternative,
            properties: { ...rest.properties, ...alternative.properties },
            required: [...(rest.required ?? []), ...(alternative.required ?? [])],
          };
    return fc.oneof(...alternatives.map((alternative) => self(within(alternative))));
  }
  if (schema.allOf?.length) {
    const { allOf, ...rest } = schema;
    const patterns = allOf.map((part) => part.pattern).filter((pattern) => pattern !== undefined);
    const merged = Object.assign({}, rest, ...allOf) as JsonSchema;
    // Each part's pattern must hold: generate from the first, keep what the others allow.
    return self(merged).filter(
      (value) => typeof value !== 'string' || patterns.every((pattern) => new RegExp(pattern, 'u').test(value)),
    );
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => self({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, options);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const length = {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 8, 8)),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(self(schema.items ?? {}), { ...length, selector: (item) => JSON.stringify(item) })
        : fc.array(self(schema.items ?? {}), length);
    }
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
