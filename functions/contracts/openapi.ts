import * as z from 'zod';
import { ErrorBody } from '@tender/shared/schemas/common';
import { errorStatusesOf, type BusinessRule, type ErrorStatus, type RouteContract } from './route-contract';

// The OpenAPI 3.1 document of the API, generated from the route contracts with zod's own JSON
// Schema output: what a request may send is the schema's input side (path and query parameters are
// strings with patterns), what an answer holds is its output side. Nothing here is written by hand
// per route, so the document cannot drift from what the pipeline parses.

export type JsonSchema = { [keyword: string]: unknown };

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: JsonSchema };
type MediaContent = Record<string, { schema: JsonSchema }>;
type Header = { description: string; schema: JsonSchema };
export type OpenApiResponse = { description: string; headers?: Record<string, Header>; content?: MediaContent };
type ResponseRef = { $ref: string };

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: MediaContent };
  responses: Record<string, OpenApiResponse | ResponseRef>;
  /** Rules of the request JSON Schema cannot state; breaking one is a 400 naming `field`. */
  'x-business-rules'?: BusinessRule[];
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
};

export type OpenApiOptions = {
  routes: readonly RouteContract[];
  /** Where the paths live, e.g. /api/v1: the document's one (relative) server. */
  basePath: string;
};

/** A zod schema as JSON Schema, its named parts moved to components.schemas. */
type Convert = (schema: z.core.$ZodType, io: 'input' | 'output', part: string) => JsonSchema;

const BEARER = 'bearerAuth';
const ERROR_SCHEMA_REF = '#/components/schemas/ErrorBody';

const errorResponses: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The path, query or body is not valid; `errors` names each bad field.' },
  401: { name: 'Unauthorized', description: 'No bearer token, or one that is expired or not valid.' },
  403: { name: 'Forbidden', description: 'The caller may not do this (role, or email not verified yet).' },
  404: { name: 'NotFound', description: 'The thing the path names does not exist.' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state; nothing was changed.' },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The body must be sent as Content-Type: application/json.' },
  429: { name: 'TooManyRequests', description: 'Too many requests from this address; wait Retry-After seconds.' },
  503: { name: 'ServiceUnavailable', description: 'A service behind the API did not answer in time; try again.' },
};

const successDescriptions: Record<keyof RouteContract['answers'], string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no body.',
  302: 'Redirects to the Location header.',
};

const authDescriptions: Record<RouteContract['auth'], string | undefined> = {
  public: undefined,
  user: 'Needs the bearer token of a signed-in account.',
  verified: 'Needs the bearer token of a signed-in account whose email is verified.',
  admin: 'Needs the bearer token of an Admin.',
};

class OpenApiContractError extends Error {
  constructor(route: RouteContract, problem: string) {
    super(`OpenAPI: ${route.method} ${route.path}: ${problem}`);
    this.name = 'OpenApiContractError';
  }
}

/** Builds the whole document; the same input always gives the same JSON (keys in route-table order). */
export function buildOpenApiDocument({ routes, basePath }: OpenApiOptions): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { ErrorBody: toSchema(ErrorBody, 'output') };
  const operationIds = operationIdsOf(routes);
  const paths: OpenApiDocument['paths'] = {};

  for (const route of routes) {
    const method = route.method.toLowerCase();
    const item = (paths[route.path] ??= {});
    if (item[method]) throw new OpenApiContractError(route, 'the route table has it twice');
    const operationId = operationIds.get(route)!;
    const convert: Convert = (schema, io, part) => {
      let converted: JsonSchema;
      try {
        converted = toSchema(schema, io);
      } catch (error) {
        throw new OpenApiContractError(route, `${part}: ${error instanceof Error ? error.message : error}`);
      }
      return hoistDefinitions(converted, schemas, io, `${pascal(operationId)}${part}`);
    };
    const parameters = [
      ...parametersOf(route, 'path', route.params, convert),
      ...parametersOf(route, 'query', route.query, convert),
    ];
    const description = [authDescriptions[route.auth], rulesDescription(route.businessRules)].filter(Boolean);
    item[method] = {
      operationId,
      summary: route.summary,
      ...(description.length ? { description: description.join('\n\n') } : {}),
      tags: [route.tag],
      ...(route.auth === 'public' ? {} : { security: [{ [BEARER]: [] }] }),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: jsonContent(convert(route.body, 'input', 'Body')) } }
        : {}),
      responses: responsesOf(route, convert),
      ...(route.businessRules?.length ? { 'x-business-rules': [...route.businessRules] } : {}),
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Tender marketplace API',
      version: '1',
      description:
        `Every path is under ${basePath}. Bodies are JSON. Every error answers with one shape, ` +
        '`{ error: true, message, errors?: { field: [messages] } }`. Routes that need a caller take ' +
        '`Authorization: Bearer <token>`.',
    },
    servers: [{ url: basePath, description: 'This site' }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        Object.values(errorResponses).map(({ name, description }) => [
          name,
          { description, content: jsonContent({ $ref: ERROR_SCHEMA_REF }) },
        ]),
      ),
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token the login route answers with.',
        },
      },
    },
  };
}

/** The rules JSON Schema cannot state, for people reading the reference (x-business-rules lists them for tools). */
function rulesDescription(rules: RouteContract['businessRules']): string | undefined {
  if (!rules?.length) return undefined;
  const lines = rules.map(({ field, rule }) => `- \`${field}\`: ${rule}`);
  return ['Refused with 400 naming the field (`*` is any row or key) when the request breaks:', ...lines].join('\n');
}

function responsesOf(route: RouteContract, convert: Convert): OpenApiOperation['responses'] {
  const responses: OpenApiOperation['responses'] = {};
  const answers = Object.entries(route.answers) as [string, z.core.$ZodType | null | undefined][];
  if (answers.length === 0) throw new OpenApiContractError(route, 'the contract lists no success answer');
  for (const [status, schema] of answers) {
    const description = successDescriptions[Number(status) as keyof RouteContract['answers']];
    if (schema) responses[status] = { description, content: jsonContent(convert(schema, 'output', status)) };
    else if (status === '200' && route.textAnswer)
      responses[status] = { description, content: { [route.textAnswer]: { schema: { type: 'string' } } } };
    else if (status === '302')
      responses[status] = {
        description,
        headers: { Location: { description: 'Where to go next.', schema: { type: 'string' } } },
      };
    else responses[status] = { description };
  }
  if (route.redirectsToFile?.length && !responses['200']) {
    const file = { schema: { type: 'string', contentEncoding: 'binary' } };
    responses['200'] = {
      description: 'The file itself, for a client that follows the redirect (the storage answers it, not this API).',
      content: Object.fromEntries(route.redirectsToFile.map((type) => [type, file])),
    };
  }
  for (const status of errorStatusesOf(route)) {
    responses[status] = { $ref: `#/components/responses/${errorResponses[status].name}` };
  }
  return responses;
}

function parametersOf(
  route: RouteContract,
  place: 'path' | 'query',
  schema: z.core.$ZodType | undefined,
  convert: Convert,
): Parameter[] {
  const pathParams = place === 'path' ? [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!) : [];
  if (!schema) {
    if (pathParams.length) throw new OpenApiContractError(route, 'the path has parameters but no params schema');
    return [];
  }
  const object = convert(schema, 'input', place === 'path' ? 'Params' : 'Query');
  const properties = object.properties as Record<string, JsonSchema> | undefined;
  if (object.type !== 'object' || !properties) {
    throw new OpenApiContractError(route, `the ${place} schema must be an object of named values`);
  }
  const required = new Set((object.required as string[] | undefined) ?? []);
  const names = Object.keys(properties);
  if (place === 'path') {
    const missing = [
      ...names.filter((name) => !pathParams.includes(name)),
      ...pathParams.filter((name) => !names.includes(name)),
    ];
    if (missing.length)
      throw new OpenApiContractError(route, `path and params schema disagree on ${missing.join(', ')}`);
  }
  return names.map((name) => {
    const { description, ...rest } = properties[name]!;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function jsonContent(schema: JsonSchema): MediaContent {
  return { 'application/json': { schema } };
}

/** zod throws for what JSON Schema cannot say (a transform on the answer side, a date): the document never guesses. */
function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonSchema;
  return rest;
}

/**
 * zod puts named (`.meta({ id })`) and recursive schemas under the converted schema's own `$defs`;
 * inside an OpenAPI document `#` is the document, so they move to components.schemas and their
 * references follow. A named schema keeps its name on the answer side and gets `Input` on the
 * request side (the two differ: an answer allows no extra keys); an unnamed one (`__schema0`) is
 * named after its operation and part. The same name must always mean the same schema.
 */
function hoistDefinitions(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  io: 'input' | 'output',
  prefix: string,
): JsonSchema {
  const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return rest;
  const componentName = (name: string) =>
    /^__schema\d+$/.test(name) ? `${prefix}${pascal(name.slice(2))}` : io === 'input' ? `${name}Input` : name;
  const names = new Map(Object.keys($defs).map((name) => [name, componentName(name)]));
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
          const name = names.get(decodeURIComponent(inner.slice('#/$defs/'.length)));
          return [key, `#/components/schemas/${name}`];
        }
        return [key, rewrite(inner)];
      }),
    );
  };
  for (const [name, definition] of Object.entries($defs)) {
    const target = names.get(name)!;
    const converted = rewrite(definition) as JsonSchema;
    const existing = components[target];
    if (existing && JSON.stringify(existing) !== JSON.stringify(converted)) {
      throw new Error(`OpenAPI: two different schemas are both named '${target}'`);
    }
    components[target] = converted;
  }
  return rewrite(rest) as JsonSchema;
}

/**
 * operationId from the handler module: `tenders/get-tender-info` -> `getTenderInfo`; the whole
 * module path when two areas share a file name, and the method too when two routes share a module.
 */
function operationIdsOf(routes: readonly RouteContract[]): Map<RouteContract, string> {
  const candidates = [
    (route: RouteContract) => camel(route.handler.split('/').at(-1)!),
    (route: RouteContract) => camel(route.handler),
    (route: RouteContract) => camel(`${route.method.toLowerCase()}/${route.handler}`),
  ];
  const ids = new Map<RouteContract, string>();
  for (const route of routes) {
    const id = candidates
      .map((candidate) => candidate(route))
      .find((id, level) => routes.filter((other) => candidates[level]!(other) === id).length === 1);
    if (!id) throw new OpenApiContractError(route, 'no unique operationId (is it in the table twice?)');
    ids.set(route, id);
  }
  return ids;
}

function camel(text: string): string {
  const [first = '', ...rest] = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return first + rest.map(pascal).join('');
}

function pascal(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
