import { createRequire } from 'node:module';
import { openApiDocument } from '@tender/functions/openapi-document';
import type { OpenApiOperation, OpenApiResponse } from '@tender/functions/contracts/openapi';
import { API_BASE_PATH } from '@tender/functions/routes';

// Every answer an API test receives is checked against the OpenAPI document (DESIGN.md §6): the
// route is found by method and path template, the status must be one the document lists for it,
// and a JSON body must match that status's schema. A handler that drifts from its contract, or a
// status nobody documented (a 500, say), fails the test that met it.

type SchemaError = { instancePath: string; message?: string };
type Validator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
type Ajv = {
  addSchema(schema: object, key: string): Ajv;
  getSchema(ref: string): Validator | undefined;
};
type AjvClass = new (options: Record<string, unknown>) => Ajv;

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) needs ajv 8; the root's ajv is eslint's v6, so this
 * uses the ajv 8 that @readme/openapi-parser (a root devDependency) validates documents with.
 */
function loadAjv2020(): AjvClass {
  const require = createRequire(import.meta.url);
  const fromParser = createRequire(require.resolve('@readme/openapi-parser'));
  const module = fromParser('ajv/dist/2020') as AjvClass & { default?: AjvClass };
  return module.default ?? module;
}

const DOCUMENT_KEY = 'openapi.json';
const ajv = new (loadAjv2020())({ allErrors: true, strict: false, validateFormats: false }).addSchema(
  openApiDocument,
  DOCUMENT_KEY,
);
const validators = new Map<string, Validator>();

/** Where an answer's schema lives, as a reference into the document. */
function validatorAt(pointer: string[]): Validator {
  const ref = `${DOCUMENT_KEY}#/${pointer.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
  let validator = validators.get(ref);
  if (!validator) {
    validator = ajv.getSchema(ref);
    if (!validator) throw new Error(`No schema at ${ref}`);
    validators.set(ref, validator);
  }
  return validator;
}

/**
 * The problems of `value` against the schema at `pointer` in the document (e.g. an operation's
 * request body), as "path message" lines; empty when the document allows it.
 */
export function documentProblems(pointer: string[], value: unknown): string[] {
  const validator = validatorAt(pointer);
  if (validator(value)) return [];
  return (validator.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
}

type Template = { path: string; pattern: RegExp; literalLength: number };
const templates: Template[] = Object.keys(openApiDocument.paths)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`),
    literalLength: path.replace(/\{\w+\}/g, '').length,
  }))
  // A literal segment wins over a parameter, as in API Gateway.
  .sort((a, b) => b.literalLength - a.literalLength);

export type ReceivedAnswer = {
  method: string;
  url: string | URL;
  status: number;
  /** The content-type header, if any. */
  contentType: string | null;
  /** The raw body text ('' when there is none). */
  text: string;
};

export class OpenApiMismatchError extends Error {
  constructor(answer: ReceivedAnswer, route: string, problem: string) {
    const body = answer.text.length > 600 ? `${answer.text.slice(0, 600)}…` : answer.text;
    super(`${route} answered ${answer.status}: ${problem}\n  body: ${body || '(none)'}`);
    this.name = 'OpenApiMismatchError';
  }
}

/** The document's operation for a request, with its path template; undefined when no route matches. */
export function findOperation(
  method: string,
  pathname: string,
): { path: string; method: string; operation: OpenApiOperation } | undefined {
  if (!pathname.startsWith(`${API_BASE_PATH}/`)) return undefined;
  const local = pathname.slice(API_BASE_PATH.length);
  const lower = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  for (const template of templates) {
    if (!template.pattern.test(local)) continue;
    const operation = openApiDocument.paths[template.path]?.[lower];
    if (operation) return { path: template.path, method: lower, operation };
  }
  return undefined;
}

function resolveResponse(response: OpenApiResponse | { $ref: string }): OpenApiResponse {
  if (!('$ref' in response)) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const resolved = openApiDocument.components.responses[name];
  if (!resolved) throw new Error(`The document refers to a missing response ${response.$ref}`);
  return resolved;
}

function parseJson(answer: ReceivedAnswer, route: string): unknown {
  if (!/^application\/json\s*(;|$)/i.test(answer.contentType ?? '')) {
    throw new OpenApiMismatchError(
      answer,
      route,
      `content-type is ${answer.contentType ?? 'missing'}, not application/json`,
    );
  }
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new OpenApiMismatchError(answer, route, 'the body is not JSON');
  }
}

function validate(answer: ReceivedAnswer, route: string, validator: Validator, body: unknown): void {
  if (validator(body)) return;
  const errors = (validator.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
  throw new OpenApiMismatchError(answer, route, `the body does not match the document:\n  ${errors.join('\n  ')}`);
}

/**
 * Throws OpenApiMismatchError unless the answer is one the document allows for its route. Requests
 * outside the API base path are not checked; a request no route matches (path or method) must get
 * API Gateway's own 404 in the one error shape: no handler ran.
 */
export function checkAnswer(answer: ReceivedAnswer): void {
  const pathname = new URL(answer.url, 'http://stack').pathname;
  if (pathname !== API_BASE_PATH && !pathname.startsWith(`${API_BASE_PATH}/`)) return;
  const headOnly = answer.method.toUpperCase() === 'HEAD';
  const found = findOperation(answer.method, pathname);
  if (!found) {
    const route = `${answer.method.toUpperCase()} ${pathname} (no route in the document)`;
    if (answer.status !== 404) throw new OpenApiMismatchError(answer, route, 'only the gateway answers here, with 404');
    if (!headOnly)
      validate(answer, route, validatorAt(['components', 'schemas', 'ErrorBody']), parseJson(answer, route));
    return;
  }

  const route = `${found.method.toUpperCase()} ${API_BASE_PATH}${found.path}`;
  const listed = found.operation.responses[String(answer.status)];
  if (!listed) {
    const statuses = Object.keys(found.operation.responses).join(', ');
    throw new OpenApiMismatchError(answer, route, `the document lists only ${statuses} for this route`);
  }
  const response = resolveResponse(listed);
  if (headOnly) return;
  if (!response.content) {
    if (answer.text !== '') throw new OpenApiMismatchError(answer, route, 'the document says this answer has no body');
    return;
  }
  if (!response.content['application/json']) {
    // A text answer (the calendar feed): its media type must be the one listed; the body is not JSON.
    const type = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.content[type]) throw new OpenApiMismatchError(answer, route, `content-type is ${type || 'missing'}`);
    return;
  }
  const pointer =
    '$ref' in listed
      ? ['components', 'responses', listed.$ref.replace('#/components/responses/', '')]
      : ['paths', found.path, found.method, 'responses', String(answer.status)];
  validate(answer, route, validatorAt([...pointer, 'content', 'application/json', 'schema']), parseJson(answer, route));
}

/**
 * Checks a fetch Response to a request for `url` (read from a clone, so the caller can still read
 * the body). When fetch followed a redirect, what the API answered was the redirect itself.
 */
export async function checkResponse(method: string, url: string | URL, response: Response): Promise<void> {
  if (response.redirected) {
    checkAnswer({ method, url, status: 302, contentType: null, text: '' });
    return;
  }
  checkAnswer({
    method,
    url,
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: method.toUpperCase() === 'HEAD' ? '' : await response.clone().text(),
  });
}
