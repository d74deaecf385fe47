import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ErrorBody, IdParam } from '@tender/shared/schemas/common';
import { API_BASE_PATH, routes } from '../routes';
import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from './openapi';
import { openApiDocument } from '../openapi-document';
import { defineRoute, errorStatusesOf, type RouteContract } from './route-contract';

async function validationOf(document: OpenApiDocument) {
  // validate() dereferences the document it is given in place.
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
  return { errors: result.valid ? '' : compileErrors(result), warnings: result.warnings };
}

function operationOf(document: OpenApiDocument, route: Pick<RouteContract, 'method' | 'path'>): OpenApiOperation {
  const operation = document.paths[route.path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.path} is not in the document`);
  return operation;
}

// Routes above `public`, as later areas will add them: the generator must handle every auth level.
const signedInRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/examples/{id}',
    handler: 'examples/update-example',
    auth: 'verified',
    tag: 'Contractors',
    summary: 'Updates a contractor profile',
    params: IdParam,
    body: z.object({ name: z.string().min(1) }),
    answers: { 200: z.object({ data: z.object({ id: z.number() }) }) },
    errors: [409],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/admin/registrants/{id}',
    handler: 'registrants/admin/delete-registrant',
    auth: 'admin',
    tag: 'Admin',
    summary: 'Deletes a registrant',
    params: IdParam,
    answers: { 204: null },
  }),
  defineRoute({
    method: 'GET',
    path: '/my_info',
    handler: 'account/get-my-info',
    auth: 'user',
    tag: 'Account',
    summary: 'The signed-in account',
    answers: { 200: z.object({ data: z.object({ email: z.string() }) }) },
  }),
];
const widerTable: readonly RouteContract[] = [...routes, ...signedInRoutes];
const wider = buildOpenApiDocument({ routes: widerTable, basePath: API_BASE_PATH });

describe('the OpenAPI document of the route table', () => {
  it('passes the OpenAPI 3.1 validator with no errors and no warnings', async () => {
    expect(openApiDocument.openapi).toBe('3.1.0');
    expect(await validationOf(openApiDocument)).toEqual({ errors: '', warnings: [] });
    expect(await validationOf(wider)).toEqual({ errors: '', warnings: [] });
    // ...and the validator does look: a path parameter the operation does not declare is an error.
    const broken = structuredClone(openApiDocument);
    delete broken.paths['/tenders/get_tender_info/{id}']!.get!.parameters;
    expect((await validationOf(broken)).errors).toMatch(/path parameter/i);
    // Three full validations of a document of 70+ routes: seconds on a busy 2-core machine.
  }, 30_000);

  it('has every route of the table, and nothing else', () => {
    const documented = Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
    expect(openApiDocument.servers).toEqual([{ url: API_BASE_PATH, description: 'This site' }]);
    expect(routes.some((route) => route.path === '/openapi.json' && route.auth === 'public')).toBe(true);
  });

  it('gives each operation its summary, tag and a unique operationId', () => {
    const ids = widerTable.map((route) => operationOf(wider, route).operationId);
    expect(new Set(ids).size).toBe(widerTable.length);
    for (const route of widerTable) {
      expect(operationOf(wider, route)).toMatchObject({ summary: route.summary, tags: [route.tag] });
    }
    expect(operationOf(wider, { method: 'GET', path: '/tenders/get_tender_info/{id}' }).operationId).toBe(
      'getTenderInfo',
    );
  });

  it('lists exactly the success answers of the contract and the error statuses it can give', () => {
    for (const route of widerTable) {
      const statuses = Object.keys(operationOf(wider, route).responses).map(Number);
      expect(statuses, `${route.method} ${route.path}`).toEqual(
        [
          ...Object.keys(route.answers).map(Number),
          ...(route.redirectsToFile ? [200] : []),
          ...errorStatusesOf(route),
        ].sort((a, b) => a - b),
      );
    }
    expect(Object.keys(operationOf(wider, signedInRoutes[0]!).responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '503',
    ]);
  });

  it('answers every error with the one error shape', () => {
    const errorSchema = z.toJSONSchema(ErrorBody, { target: 'draft-2020-12', io: 'output' });
    expect({ $schema: errorSchema.$schema, ...wider.components.schemas.ErrorBody }).toEqual(errorSchema);
    for (const route of widerTable) {
      for (const status of errorStatusesOf(route)) {
        const ref = operationOf(wider, route).responses[status] as { $ref: string };
        const name = ref.$ref.replace('#/components/responses/', '');
        expect(wider.components.responses[name]?.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
        });
      }
    }
  });

  it('asks for a bearer token on every route above public, and on no public route', () => {
    expect(wider.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of widerTable) {
      const { security } = operationOf(wider, route);
      expect(security, `${route.method} ${route.path}`).toEqual(
        route.auth === 'public' ? undefined : [{ bearerAuth: [] }],
      );
    }
  });

  it('describes path and query parameters as the strings they arrive as', () => {
    const detail = operationOf(openApiDocument, { method: 'GET', path: '/tenders/get_tender_info/{id}' });
    expect(detail.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: expect.any(String) } },
    ]);
    const pattern = new RegExp(detail.parameters![0]!.schema.pattern as string);
    expect(['1', '42'].every((id) => pattern.test(id))).toBe(true);
    expect(['0', '-1', '1e0', 'abc', '01'].some((id) => pattern.test(id))).toBe(false);

    const list = operationOf(openApiDocument, { method: 'GET', path: '/tenders/active_tenders' });
    expect(list.parameters?.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['limit', 'query', false],
      ['cursor', 'query', false],
      ['category', 'query', false],
      ['work_type', 'query', false],
      ['tender_id', 'query', false],
      ['bid_end_date', 'query', false],
    ]);
  });

  it('describes a JSON request body by its input schema, and a redirect by its Location', () => {
    const contact = operationOf(openApiDocument, { method: 'POST', path: '/contacts' });
    expect(contact.requestBody?.required).toBe(true);
    expect(contact.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['name', 'email', 'subject', 'phone', 'message'],
    });
    const download = operationOf(openApiDocument, {
      method: 'GET',
      path: '/tenders/{id}/documents/{documentId}/download',
    });
    expect(download.responses['302']).toMatchObject({ headers: { Location: { schema: { type: 'string' } } } });
    expect(download.responses['302']).not.toHaveProperty('content');
  });

  it('moves named and recursive schemas to components, the request side of a named one as <name>Input', async () => {
    const Money = z.object({ amount: z.number() }).meta({ id: 'Money' });
    type Node = { name: string; children: Node[] };
    const Node: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(Node);
      },
    });
    const shared = { auth: 'public', tag: 'X', summary: 'x' } as const;
    const document = buildOpenApiDocument({
      basePath: API_BASE_PATH,
      routes: [
        defineRoute({
          ...shared,
          method: 'GET',
          path: '/quote',
          handler: 'x/get-quote',
          answers: { 200: z.object({ price: Money, tree: Node }) },
        }),
        defineRoute({
          ...shared,
          method: 'POST',
          path: '/quote',
          handler: 'x/create-quote',
          body: z.object({ price: Money }),
          answers: { 204: null },
        }),
      ],
    });
    const refs = (value: unknown) => JSON.stringify(value).match(/"\$ref":"[^"]+"/g);
    expect(refs(operationOf(document, { method: 'GET', path: '/quote' }).responses['200'])).toEqual([
      '"$ref":"#/components/schemas/Money"',
      '"$ref":"#/components/schemas/GetQuote200Schema0"',
    ]);
    expect(refs(operationOf(document, { method: 'POST', path: '/quote' }).requestBody)).toEqual([
      '"$ref":"#/components/schemas/MoneyInput"',
    ]);
    expect(document.components.schemas.Money).toMatchObject({ additionalProperties: false });
    expect(document.components.schemas.MoneyInput).not.toHaveProperty('additionalProperties');
    expect(refs(document.components.schemas.GetQuote200Schema0)).toEqual([
      '"$ref":"#/components/schemas/GetQuote200Schema0"',
    ]);
    expect(await validationOf(document)).toEqual({ errors: '', warnings: [] });
  });

  it('is the same document every time it is built', () => {
    expect(JSON.stringify(buildOpenApiDocument({ routes, basePath: API_BASE_PATH }))).toBe(
      JSON.stringify(openApiDocument),
    );
  });

  it('refuses an answer JSON Schema cannot describe, naming the route', () => {
    const route = defineRoute({
      method: 'GET',
      path: '/when',
      handler: 'x/get-when',
      auth: 'public',
      tag: 'X',
      summary: 'x',
      answers: { 200: z.object({ at: z.string().transform((text) => new Date(text)) }) },
    });
    expect(() => buildOpenApiDocument({ routes: [route], basePath: '' })).toThrow(/^OpenAPI: GET \/when: 200: /);
  });

  it('refuses a contract whose path and params schema disagree', () => {
    const base = { method: 'GET', handler: 'x/y', auth: 'public', tag: 'X', summary: 'x', answers: { 200: null } };
    expect(() =>
      buildOpenApiDocument({ routes: [{ ...base, path: '/things/{id}' } as RouteContract], basePath: '' }),
    ).toThrow(/path has parameters but no params schema/);
    expect(() =>
      buildOpenApiDocument({
        routes: [{ ...base, path: '/things/{thing}', params: IdParam } as RouteContract],
        basePath: '',
      }),
    ).toThrow(/disagree on id, thing/);
  });

  it('states the rules zod cannot convert, lists the business rules, and the file a followed redirect gives', () => {
    const contact = operationOf(openApiDocument, { method: 'POST', path: '/contacts' });
    const name = (
      contact.requestBody?.content['application/json']?.schema as { properties: Record<string, JsonSchema> }
    ).properties.name;
    expect(name).toMatchObject({ minLength: 1, pattern: expect.stringContaining('\\s]') });
    const list = operationOf(openApiDocument, { method: 'GET', path: '/admin/contacts' });
    expect(list.parameters?.find((parameter) => parameter.name === 'limit')?.schema.pattern).toBe(
      '^(?:[1-9]|[1-9]\\d{1}|100)$',
    );
    expect(list['x-business-rules']?.map((rule) => rule.field)).toEqual(['cursor']);
    expect(list.description).toContain('`cursor`: the next_cursor of the previous page');
    const download = operationOf(openApiDocument, {
      method: 'GET',
      path: '/tenders/{id}/documents/{documentId}/download',
    });
    expect(Object.keys(download.responses['200'] as object)).toEqual(['description', 'content']);
  });

  it('states that a lookup change names the new name or the retired flag (an empty body is refused)', () => {
    const update = operationOf(openApiDocument, { method: 'PUT', path: '/admin/lookups/{kind}/{id}' });
    expect(update.requestBody?.content['application/json']?.schema).toMatchObject({
      anyOf: [{ required: ['name'] }, { required: ['retired'] }],
    });
  });
});
