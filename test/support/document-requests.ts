import fc from 'fast-check';
import type { OpenApiOperation } from '@tender/functions/contracts/openapi';
import { openApiDocument } from '@tender/functions/openapi-document';
import { arbitraryFor, type JsonSchema } from '../fuzz/schema-arbitrary';
import { documentProblems } from './openapi-check';

// Requests made from the OpenAPI document alone, as a client generated from it would send them:
// every path and query parameter and the body from the operation's own JSON schemas.

export type DocumentRequest = { params: Record<string, string>; query: Record<string, string>; body?: unknown };

function resolve(ref: string): JsonSchema {
  const name = ref.replace('#/components/schemas/', '');
  const schema = openApiDocument.components.schemas[name];
  if (!schema) throw new Error(`The document refers to a missing schema ${ref}`);
  return schema as JsonSchema;
}

const options = { resolve, validOnly: true } as const;

export type OperationAt = { path: string; method: string; operation: OpenApiOperation };

export function operationAt(path: string, method: string): OperationAt {
  const operation = openApiDocument.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return { path, method: method.toLowerCase(), operation };
}

const bodySchemaOf = ({ operation }: OperationAt) => operation.requestBody?.content['application/json']?.schema;

/**
 * Requests the document allows for an operation. `pathValues` may offer values of its own for a
 * path parameter (the caller's own account id), tried half the time, so requests reach past a 403.
 */
export function documentRequests(
  at: OperationAt,
  pathValues: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<DocumentRequest> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  const query: Record<string, fc.Arbitrary<string>> = {};
  const requiredQuery: string[] = [];
  for (const parameter of at.operation.parameters ?? []) {
    const generated = arbitraryFor(parameter.schema as JsonSchema, options) as fc.Arbitrary<string>;
    if (parameter.in === 'query') {
      query[parameter.name] = generated;
      if (parameter.required) requiredQuery.push(parameter.name);
      continue;
    }
    // Numeric ids are mostly small, so requests reach real records and not only 404s (a path id of
    // another shape, such as a bid reference, keeps to its own pattern).
    const pattern = parameter.schema.pattern ? new RegExp(String(parameter.schema.pattern), 'u') : undefined;
    const small = pattern?.test('12') ? [fc.integer({ min: 1, max: 40 }).map(String)] : [];
    const own = pathValues[parameter.name];
    params[parameter.name] = own ? fc.oneof(own, generated, ...small) : fc.oneof(generated, ...small);
  }
  const body = bodySchemaOf(at);
  return fc.record({
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: requiredQuery }),
    body: body ? arbitraryFor(body as JsonSchema, options) : fc.constant(undefined),
  });
}

/** What the document finds wrong with a request ([] for a request it allows). */
export function requestProblems(at: OperationAt, request: DocumentRequest): string[] {
  const base = ['paths', at.path, at.method];
  const problems = (at.operation.parameters ?? []).flatMap((parameter, index) => {
    const value = (parameter.in === 'path' ? request.params : request.query)[parameter.name];
    if (value === undefined) return parameter.required ? [`${parameter.name} is required`] : [];
    return documentProblems([...base, 'parameters', String(index), 'schema'], value).map(
      (problem) => `${parameter.in} ${parameter.name}: ${problem}`,
    );
  });
  if (bodySchemaOf(at)) {
    const pointer = [...base, 'requestBody', 'content', 'application/json', 'schema'];
    problems.push(...documentProblems(pointer, request.body).map((problem) => `body: ${problem}`));
  }
  return problems;
}

/** The request's URL path under the API base path, with its query string. */
export function urlOf(basePath: string, at: OperationAt, request: DocumentRequest): string {
  const filled = at.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params[name] ?? ''));
  const query = new URLSearchParams(request.query).toString();
  return `${basePath}${filled}${query ? `?${query}` : ''}`;
}
