import fc from 'fast-check';
import * as z from 'zod';
import { API_BASE_PATH, type Route } from '../../functions/routes';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';
import {
  hostileContentTypes,
  hostileHeaderValues,
  hostileJsonValues,
  hostileRawBodies,
  hostileStrings,
} from './hostile';

/** One request as it goes on the wire. */
export type FuzzCase = {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** What the fuzzer knows of the running stack: tokens of each role and real cursors to replay. */
export type FuzzContext = {
  /** A valid token per role, by role name. */
  tokens: Record<string, string>;
  /** Real cursors handed out by the list routes. */
  cursors: string[];
};

/** URLs longer than CloudFront accepts (8 KB) are cut; the 1 MB values go in bodies. */
const MAX_URL_VALUE = 4096;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Percent-encoded; a lone surrogate goes on the wire as the invalid UTF-8 bytes a broken client sends. */
const urlValue = (value: string) =>
  value
    .slice(0, MAX_URL_VALUE)
    .split(LONE_SURROGATE)
    .map((piece) => encodeURIComponent(piece))
    .join('%ED%A0%80');

const inputSchema = (schema: z.core.$ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

type Parts = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
  rawBody?: string;
};

function pathOf(route: Route, params: Record<string, string>): string {
  const filled = route.path.replace(/\{(\w+)\}/g, (_, name: string) => urlValue(params[name] ?? '1'));
  return `${API_BASE_PATH}${filled}`;
}

function queryString(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${urlValue(name)}=${urlValue(value)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const hostileString = fc.constantFrom(...hostileStrings);
const hostileJson = fc.oneof(hostileString, fc.constantFrom(...hostileJsonValues));

/** Path ids are mostly small, so requests reach real records and not only 404s. */
function paramArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const generated = arbitraryFor(schema) as fc.Arbitrary<string>;
  if (!schema.pattern?.includes('[1-9]')) return generated;
  return fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), generated);
}

function validParts(route: Route): fc.Arbitrary<Parts> {
  const params = inputSchema(route.params);
  const query = inputSchema(route.query);
  const body = inputSchema(route.body);
  const paramModel: Record<string, fc.Arbitrary<string>> = {};
  for (const [name, schema] of Object.entries(params?.properties ?? {})) paramModel[name] = paramArbitrary(schema);
  return fc.record({
    params: fc.record(paramModel),
    query: query ? (arbitraryFor(query) as fc.Arbitrary<Record<string, string>>) : fc.constant({}),
    body: body ? arbitraryFor(body) : fc.constant(undefined),
    headers: fc.constant({}),
  });
}

type Mutation = (parts: Parts) => fc.Arbitrary<Parts>;

const pickKey = (record: Record<string, unknown>, extra: string[] = []) => {
  const names = [...Object.keys(record), ...extra];
  return names.length ? fc.constantFrom(...names) : fc.constant('__proto__');
};

function mutations(route: Route, context: FuzzContext): { name: string; mutate: Mutation }[] {
  const list: { name: string; mutate: Mutation }[] = [];
  if (route.params) {
    list.push({
      name: 'hostile path parameter',
      mutate: (parts) =>
        fc
          .tuple(pickKey(parts.params), hostileString)
          .map(([name, value]) => ({ ...parts, params: { ...parts.params, [name]: value } })),
    });
  }
  list.push({
    name: 'hostile query value',
    mutate: (parts) =>
      fc
        .tuple(pickKey(parts.query, ['limit', 'cursor', 'id', '__proto__', 'constructor']), hostileString)
        .map(([name, value]) => ({ ...parts, query: { ...parts.query, [name]: value } })),
  });
  if (route.query) {
    list.push({
      name: 'forged or replayed cursor',
      mutate: (parts) =>
        fc
          .tuple(
            fc.constantFrom(...context.cursors, 'x'),
            fc.record(
              { bid_end_date: fc.constant('2031-01-15'), category: fc.constantFrom('1', '2') },
              { requiredKeys: [] },
            ),
          )
          .map(([cursor, filters]) => ({ ...parts, query: { ...parts.query, ...filters, cursor } })),
    });
  }
  if (route.body) {
    list.push(
      {
        name: 'hostile body field',
        mutate: (parts) =>
          fc.tuple(pickKey(asRecord(parts.body), ['__proto__', 'constructor']), hostileJson).map(([name, value]) => ({
            ...parts,
            body: { ...asRecord(parts.body), [name]: value },
          })),
      },
      {
        name: 'missing field',
        mutate: (parts) =>
          pickKey(asRecord(parts.body)).map((name) => {
            const body = { ...asRecord(parts.body) };
            delete body[name];
            return { ...parts, body };
          }),
      },
      {
        name: 'hostile whole body',
        mutate: (parts) =>
          fc
            .oneof(
              fc.constantFrom(...hostileRawBodies),
              hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
            )
            .map((rawBody) => ({ ...parts, rawBody })),
      },
      {
        name: 'wrong content type',
        mutate: (parts) =>
          fc
            .constantFrom(...hostileContentTypes)
            .map((type) => ({ ...parts, headers: { ...parts.headers, 'content-type': type } })),
      },
    );
  } else {
    list.push({
      name: 'unexpected body',
      mutate: (parts) => fc.constantFrom(...hostileRawBodies.slice(0, 6)).map((rawBody) => ({ ...parts, rawBody })),
    });
  }
  list.push({
    name: 'hostile header',
    mutate: (parts) =>
      fc
        .tuple(
          fc.constantFrom('authorization', 'cloudfront-viewer-address', 'content-type', 'accept'),
          fc.constantFrom(...hostileHeaderValues),
        )
        .map(([name, value]) => ({ ...parts, headers: { ...parts.headers, [name]: value } })),
  });
  return list;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function toCase(route: Route, kind: string, parts: Parts, auth: string | undefined, viewer: string): FuzzCase {
  const headers: Record<string, string> = { 'cloudfront-viewer-address': viewer, ...parts.headers };
  if (auth && !('authorization' in parts.headers)) headers.authorization = `Bearer ${auth}`;
  let body: string | undefined;
  if (parts.rawBody !== undefined) body = parts.rawBody;
  else if (route.body) body = JSON.stringify(parts.body);
  if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  return {
    kind,
    method: route.method,
    path: `${pathOf(route, parts.params)}${queryString(parts.query)}`,
    headers,
    body,
  };
}

/** `count` requests for one route: valid ones from its schemas and mutated ones, with each role's token or none. */
export function casesFor(route: Route, context: FuzzContext, count: number, seed: number): FuzzCase[] {
  const valid = validParts(route);
  const changes = mutations(route, context);
  const auths = [undefined, 'not-a-token', ...Object.values(context.tokens)];
  const request = fc.record({
    mutation: fc.integer({ min: -2, max: changes.length - 1 }),
    parts: valid,
    auth: fc.constantFrom(...auths),
    viewer: fc.ipV4().map((address) => `${address}:443`),
  });
  const chosen = request.chain(({ mutation, parts, auth, viewer }) => {
    const change = mutation >= 0 ? changes[mutation] : undefined;
    if (!change) return fc.constant(toCase(route, 'valid', parts, auth, viewer));
    return change.mutate(parts).map((mutated) => toCase(route, change.name, mutated, auth, viewer));
  });
  return fc.sample(chosen, { numRuns: count, seed });
}
