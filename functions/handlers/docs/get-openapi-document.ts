import { getOpenApiDocument } from '../../contracts/docs';
import { openApiDocument } from '@tender/functions/contracts/openapi-document';
import { publicJson } from '../../platform/http/answers';
import { httpHandler } from '../../platform/http/pipeline';

/** The document never changes between deployments: browsers and shared caches may keep it five minutes. */
const MAX_AGE_SECONDS = 300;

export const handler = httpHandler(getOpenApiDocument, () => publicJson(openApiDocument, MAX_AGE_SECONDS));
