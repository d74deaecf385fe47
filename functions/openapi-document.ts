import { buildOpenApiDocument, type OpenApiDocument } from './contracts/openapi';
import { API_BASE_PATH, routes } from './routes';

/**
 * The OpenAPI document of the route table, beside the table it documents (a contract does not
 * import the table that lists it). Under tsx (local stack, tests) this module runs as it is; the
 * Lambda bundle swaps it for a module holding the same value as JSON, computed from this same
 * function when esbuild runs (infra/lib/bundling/build-time-modules.ts), so a deployed function
 * carries neither the generator nor the contracts of other routes.
 */
export const openApiDocument: OpenApiDocument = buildOpenApiDocument({ routes, basePath: API_BASE_PATH });
