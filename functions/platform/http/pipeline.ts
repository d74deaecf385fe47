import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { apiMessages } from '@tender/shared/messages';
import { BadRequestError, ValidationError } from '../errors';
import { logger } from '../logger';
import { json, isHttpAnswer, type HttpAnswer } from './answers';
import { toAppError } from './error-mapping';
import { fieldErrors } from './zod-errors';
import { authenticate, type Caller } from './authenticate';

type Schema = z.ZodType;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RequestSpec<Q extends Schema | undefined, P extends Schema | undefined, B extends Schema | undefined> = {
  query?: Q;
  params?: P;
  body?: B;
};

export type Request<Q, P, B> = {
  query: Parsed<Q>;
  params: Parsed<P>;
  body: Parsed<B>;
  caller: Caller | null;
  event: APIGatewayProxyEventV2;
  sourceIp: string;
};

function parsePart<S extends Schema>(schema: S, value: unknown, part: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ValidationError(fieldErrors(result.error, part === 'body' ? undefined : part));
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

/**
 * The one Lambda pipeline: headers normalised, caller authenticated at the route table's level,
 * query/path/body parsed by their zod schemas, errors mapped to the one error shape.
 * A handler returns plain data (answered as 200 JSON) or an HttpAnswer.
 */
export function httpHandler<
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: RequestSpec<Q, P, B>, run: (request: Request<Q, P, B>) => Promise<unknown>) {
  const base = async (event: APIGatewayProxyEventV2): Promise<HttpAnswer> => {
    const started = performance.now();
    let answer: HttpAnswer;
    try {
      const caller = await authenticate(event);
      const request = {
        query: spec.query ? parsePart(spec.query, event.queryStringParameters, 'query') : undefined,
        params: spec.params ? parsePart(spec.params, event.pathParameters, 'params') : undefined,
        body: spec.body ? parsePart(spec.body, readJsonBody(event), 'body') : undefined,
        caller,
        event,
        sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
      } as Request<Q, P, B>;
      const result = await run(request);
      answer = isHttpAnswer(result) ? result : json(result);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.statusCode >= 500) {
        const cause = appError.cause instanceof Error ? appError.cause : undefined;
        logger.error('request failed', {
          route: event.routeKey,
          status: appError.statusCode,
          error: cause?.name ?? appError.name,
          detail: cause?.message,
        });
      }
      answer = json(
        { error: true, message: appError.message, ...(appError.errors ? { errors: appError.errors } : {}) },
        appError.statusCode,
      );
    }
    logger.debug('request', {
      route: event.routeKey,
      status: answer.statusCode,
      ms: Math.round(performance.now() - started),
    });
    return answer;
  };
  return middy<APIGatewayProxyEventV2, HttpAnswer, Error, Context>(base).use(httpHeaderNormalizer());
}
