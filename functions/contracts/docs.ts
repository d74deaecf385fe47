import * as z from '@tender/shared/schemas/mini';
import { defineRoute } from './route-contract';

/** The parts of an OpenAPI 3.1 document a caller relies on; the rest is described by the OpenAPI specification. */
export const OpenApiDocumentAnswer = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});

export const getOpenApiDocument = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  handler: 'docs/get-openapi-document',
  auth: 'public',
  tag: 'Docs',
  summary: 'This OpenAPI 3.1 document of the API, generated from the route contracts',
  answers: { 200: OpenApiDocumentAnswer },
  // The document is inside the bundle: the function touches nothing in AWS. Its handler answers
  // `public, max-age=300` itself (browsers may keep it too), so no `cache` field here.
  access: {},
});

export const docsRoutes = [getOpenApiDocument] as const;
