import { getOpenApiDocument } from '../../contracts/docs';
// By package path, not '../../contracts/...': the Lambda bundle swaps this module for the document
// built when esbuild runs (infra/lib/bundling/build-time-modules.ts), and esbuild's alias only
// rewrites package paths. Under tsx it is the same file either way.
import { openApiDocument } from '@tender/functions/openapi-document';
import { publicJson } from '../../platform/http/answers';
import { httpHandler } from '../public-pipeline';

/** The document changes only with a deployment: browsers and shared caches may keep it five minutes. */
const MAX_AGE_SECONDS = 300;

// Written out once per container: the document (about 0.9 MB of JSON) is the same for every request.
// Shared as json()'s headers are: the pipeline answers each request with a copy of its own.
const documentAnswer = publicJson(openApiDocument, MAX_AGE_SECONDS);

export const handler = httpHandler(getOpenApiDocument, () => documentAnswer);
