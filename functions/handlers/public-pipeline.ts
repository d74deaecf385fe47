import { enforceLimit } from '../domain/limits/enforce-limit';
import { publicPipeline } from '../platform/http/public-pipeline';

/**
 * The pipeline of a public route that does not identify its caller
 * (functions/platform/http/public-pipeline.ts): no token code in its bundle. Wired here because the
 * platform imports no domain code: how per-address limits count.
 */
export const httpHandler = publicPipeline({ enforceLimit });
