import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { apiMessages } from '@tender/shared/messages';
import {
  cacheControlOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type RouteContract,
  type SuccessDataOf,
} from '../../contracts/route-contract';
import { config } from '../config';
import {
  BadRequestError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
  type AppError,
} from '../errors';
import { logger, setLogContext } from '../logger';
import { json, isHttpAnswer, type HttpAnswer } from './answers';
import { toAppError } from './error-mapping';
import { fieldErrors } from '../zod-errors';
import { ReadCache, readCacheKey } from './read-cache';
import { forgetMemos } from '../process-memo';
import { viewerAddress } from './viewer-address';

/** Bodies above this are refused before parsing (API Gateway's own cap is 10 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** However a request goes, it is answered before the function's own timeout kills it. */
const DEADLINE_MARGIN_MS = 1000;

/**
 * A parsed request. `K` is who is calling: the domain's Caller where handlers are wired
 * (functions/handlers/pipeline.ts), nobody on the public pipeline.
 */
export type Request<C extends RouteContract, K = never> = {
  query: QueryOf<C>;
  params: ParamsOf<C>;
  body: BodyOf<C>;
  /** The authenticated caller on every route that is not public (on a public one, see `identifyCaller`). */
  caller: C['auth'] extends 'public' ? (C['identifyCaller'] extends true ? K | null : null) : K;
  event: APIGatewayProxyEventV2;
  /** The viewer's address (CloudFront-Viewer-Address), for per-address limits. */
  viewer: string;
};

export type Result<C extends RouteContract> = SuccessDataOf<C> | HttpAnswer;

/** A route's work: its parsed request in, its 200 answer's data (or any HttpAnswer) out. */
export type Run<C extends RouteContract, K = never> = (request: Request<C, K>) => Result<C> | Promise<Result<C>>;

function parsePart(schema: $ZodType, value: unknown, part: 'query' | 'params' | 'body'): unknown {
  // An absent path or query is no parameters; a body is never defaulted (JSON `null` is refused, 400).
  const result = safeParse(schema, part === 'body' ? value : (value ?? {}));
  if (result.success) return result.data;
  throw new ValidationError(fieldErrors(result.error, part === 'body' ? undefined : part));
}

function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body, 'utf8');
}

function isJson(event: APIGatewayProxyEventV2): boolean {
  const type = event.headers?.['content-type'] ?? '';
  return /^application\/json\s*(;|$)/i.test(type.trim());
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError(apiMessages.badJson);
  }
}

/** Who is calling, at the contract's level: null on a public route, a 401/403 when the level is not met. */
export type CallerOf<K> = (event: APIGatewayProxyEventV2) => Promise<K | null>;

/** Counts an attempt against a limit, or throws a 429 (functions/domain/limits/enforce-limit.ts). */
export type EnforceLimit = (
  limit: { name: string; limit: number; windowSeconds: number },
  subject: string,
  now: Date,
) => Promise<void>;

/** What the pipeline is given where handlers are wired: it reads no table and knows no domain itself. */
export type PipelineWiring<K> = { callerOf: CallerOf<K>; enforceLimit: EnforceLimit };

async function parseRequest<C extends RouteContract, K>(
  contract: C,
  event: APIGatewayProxyEventV2,
  { callerOf, enforceLimit }: PipelineWiring<K>,
): Promise<Request<C, K>> {
  if (bodyBytes(event) > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  if (contract.body && !isJson(event)) throw new UnsupportedMediaTypeError();
  const caller = await callerOf(event);
  let viewer: string | undefined;
  const request = {
    params: contract.params ? parsePart(contract.params, event.pathParameters, 'params') : undefined,
    query: contract.query ? parsePart(contract.query, event.queryStringParameters, 'query') : undefined,
    body: contract.body ? parsePart(contract.body, readJsonBody(event), 'body') : undefined,
    caller,
    event,
    // Read when a limit or a handler asks for it: a public read never does.
    get viewer() {
      return (viewer ??= viewerAddress(event));
    },
  } as Request<C, K>;
  if (contract.addressLimit) {
    const { limit, windowSeconds } = contract.addressLimit;
    await enforceLimit({ name: `${contract.handler}:address`, limit, windowSeconds }, request.viewer, new Date());
  }
  return request;
}

function errorAnswer(error: AppError): HttpAnswer {
  const answer = json(
    { error: true, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    error.statusCode,
  );
  if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
    answer.headers = { ...answer.headers, 'retry-after': String(error.retryAfterSeconds) };
  }
  return answer;
}

/**
 * The answer's Cache-Control as the contract says: a public GET with a `cache` field answers its
 * 200s with a shared-cache lifetime (CloudFront keeps them, keyed on the query string); every
 * other answer of such a route, and every answer of an authenticated route, is no-store.
 * `successCacheControl` is `cacheControlOf(contract)`, worked out once per route, not per request.
 * Always a new answer with headers of its own (json()'s are shared by every answer).
 */
function withCacheControl(answer: HttpAnswer, contract: RouteContract, successCacheControl: string): HttpAnswer {
  const set = (value: string): HttpAnswer => ({ ...answer, headers: { ...answer.headers, 'cache-control': value } });
  if (contract.auth !== 'public') return set('no-store');
  if (answer.statusCode === 200 && contract.cache) return set(successCacheControl);
  if (answer.statusCode >= 400) return set('no-store');
  return { ...answer, headers: { ...answer.headers } }; // a redirect's or the handler's own
}

const copyOf = (answer: HttpAnswer): HttpAnswer => ({ ...answer, headers: { ...answer.headers } });

/** One per container: every route of the local gateway's process shares it, as they share writes. */
const readCache = new ReadCache(config.READ_CACHE_SECONDS);

/** True for the first request a container serves (its cold start). */
let coldStart = true;

/** Rejects with a 503 when the function would otherwise run out of time. */
function deadline(context: Context | undefined): { promise: Promise<never>; clear(): void } {
  const remaining = context?.getRemainingTimeInMillis?.();
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    if (remaining === undefined) return;
    // The cause is made only when the deadline passes: an Error's stack costs every request otherwise.
    timer = setTimeout(
      () => {
        const cause = new Error(`no answer within ${remaining - DEADLINE_MARGIN_MS} ms`);
        cause.name = 'DeadlineExceeded';
        reject(new ServiceUnavailableError({ cause }));
      },
      Math.max(0, remaining - DEADLINE_MARGIN_MS),
    );
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * The one Lambda pipeline, driven by the route's contract: size and media type checked before
 * parsing, caller authenticated at the contract's level (by `wiring.callerOf`: pipeline.ts for
 * any route, public-pipeline.ts for public routes, whose bundles then carry no token code),
 * path/query/body parsed by its zod schemas, per-address limit applied (by `wiring.enforceLimit`),
 * errors mapped to the one error shape and logged once.
 * A handler returns its 200 answer's data (answered as JSON) or an HttpAnswer.
 */
export function createHttpHandler<C extends RouteContract, K>(contract: C, run: Run<C, K>, wiring: PipelineWiring<K>) {
  const routeKey = `${contract.method} ${contract.path}`;
  // Fixed by the contract and the process's settings: worked out once, not for every request.
  const lifetimeMs = readCache.lifetimeMs(contract);
  const successCacheControl = cacheControlOf(contract);
  const base = async (event: APIGatewayProxyEventV2, context?: Context): Promise<HttpAnswer> => {
    const started = performance.now();
    setLogContext({
      requestId: event.requestContext?.requestId,
      lambdaRequestId: context?.awsRequestId,
      route: routeKey,
      coldStart,
    });
    coldStart = false;
    // A kept answer is shared by every request it serves: each gets a copy. Otherwise respond's is already this request's own.
    const answer =
      lifetimeMs > 0
        ? copyOf(await readCache.answer(readCacheKey(event), lifetimeMs, Date.now(), () => respond(event, context)))
        : await respond(event, context);
    if (contract.method !== 'GET' && answer.statusCode < 400) {
      readCache.clear();
      forgetMemos();
    }
    // The access line API Gateway cannot write: behind CloudFront its sourceIp is the edge's.
    // Its fields are worked out only when the line is written (LOG_LEVEL info or lower).
    if (logger.writes('info')) {
      logger.info('request', {
        status: answer.statusCode,
        ms: Math.round(performance.now() - started),
        viewer: viewerAddress(event),
      });
    }
    return answer;
  };
  const respond = async (event: APIGatewayProxyEventV2, context?: Context): Promise<HttpAnswer> => {
    const started = performance.now();
    const timer = deadline(context);
    let answer: HttpAnswer;
    try {
      const work = (async () => {
        // A request that did not come through CloudFront never gets here: API Gateway's authorizer
        // (functions/handlers/edge/verify-origin.ts) refused it before any function ran.
        const result = await run(await parseRequest(contract, event, wiring));
        return isHttpAnswer(result) ? result : json(result);
      })();
      work.catch(() => undefined); // the deadline may have answered already
      answer = await Promise.race([work, timer.promise]);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.statusCode >= 500) {
        const cause = appError.cause instanceof Error ? appError.cause : undefined;
        logger.error('request failed', {
          route: routeKey,
          status: appError.statusCode,
          error: cause?.name ?? appError.name,
          detail: cause?.message,
          ms: Math.round(performance.now() - started),
        });
      }
      answer = errorAnswer(appError);
    } finally {
      timer.clear();
    }
    return withCacheControl(answer, contract, successCacheControl);
  };
  // The pipeline keeps its own deadline inside its error handling; middy's would throw outside it.
  return middy<APIGatewayProxyEventV2, HttpAnswer, Error, Context>(base, { timeoutEarlyInMillis: 0 }).use(
    httpHeaderNormalizer(),
  );
}
