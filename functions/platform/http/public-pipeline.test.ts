import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@tender/shared/messages';
import { routes } from '../../routes';

// Public routes that do not identify their caller may use public-pipeline.ts (wired for handlers in
// functions/handlers/public-pipeline.ts), whose bundle carries no token code; every other route must
// go through pipeline.ts (functions/handlers/pipeline.ts), which authenticates.
afterEach(() => vi.unstubAllEnvs());

async function load() {
  for (const [name, value] of Object.entries({ TABLE_NAME: 'table', UPLOADS_BUCKET: 'bucket', LOG_LEVEL: 'silent' }))
    vi.stubEnv(name, value);
  vi.resetModules();
  const { publicPipeline, NotPublicRouteError } = await import('./public-pipeline');
  // None of these routes has a per-address limit.
  const httpHandler = publicPipeline({ enforceLimit: () => Promise.resolve() });
  const { defineRoute } = await import('../../contracts/route-contract');
  return { httpHandler, NotPublicRouteError, defineRoute };
}

const contract = <A extends 'public' | 'user', I extends boolean | undefined = undefined>(
  auth: A,
  identifyCaller?: I,
) => ({
  method: 'GET' as const,
  path: '/whoami',
  handler: 'test/whoami',
  auth,
  identifyCaller: identifyCaller as I,
  tag: 'Test',
  summary: 'The caller',
  answers: { 200: z.object({ data: z.unknown() }) },
});

describe('the public pipeline', () => {
  it('answers a public route with no caller, whatever token is sent', async () => {
    const { httpHandler, defineRoute } = await load();
    const handler = httpHandler(defineRoute(contract('public')), ({ caller }) => ({ data: caller }));
    const event = {
      version: '2.0',
      rawPath: '/api/v1/whoami',
      rawQueryString: '',
      headers: { authorization: 'Bearer not-a-token' },
      requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const answer = await handler(event, {} as Context);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body ?? '')).toEqual({ data: null });
  });

  it('reads header names in any case (a JSON body sent as Content-Type)', async () => {
    const { httpHandler, defineRoute } = await load();
    const handler = httpHandler(
      defineRoute({ ...contract('public'), method: 'POST', body: z.object({ name: z.string() }) }),
      ({ body }) => ({ data: body.name }),
    );
    const event = (headers: Record<string, string>) =>
      ({
        version: '2.0',
        rawPath: '/api/v1/whoami',
        rawQueryString: '',
        headers,
        body: JSON.stringify({ name: 'x' }),
        requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1' } },
        isBase64Encoded: false,
      }) as unknown as APIGatewayProxyEventV2;
    expect((await handler(event({ 'Content-Type': 'application/json' }), {} as Context)).statusCode).toBe(200);
    expect((await handler(event({ 'Content-Type': 'text/plain' }), {} as Context)).statusCode).toBe(415);
  });

  it('answers 503 a second before the function would time out, however long the work would take', async () => {
    const { httpHandler, defineRoute } = await load();
    const handler = httpHandler(defineRoute(contract('public')), () => new Promise<never>(() => undefined));
    const event = {
      version: '2.0',
      rawPath: '/api/v1/whoami',
      rawQueryString: '',
      headers: {},
      requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const started = performance.now();
    const answer = await handler(event, { getRemainingTimeInMillis: () => 1200 } as Context);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(answer.statusCode).toBe(503);
    expect(JSON.parse(answer.body ?? '')).toEqual({ error: true, message: apiMessages.unavailable });
    expect(answer.headers?.['cache-control']).toBe('no-store');
  });

  it('refuses, when its module loads, a route that needs or identifies a caller', async () => {
    const { httpHandler, NotPublicRouteError, defineRoute } = await load();
    // @ts-expect-error the compiler refuses an authenticated contract too
    expect(() => httpHandler(defineRoute(contract('user')), () => ({ data: null }))).toThrow(NotPublicRouteError);
    // @ts-expect-error and one that identifies its caller
    expect(() => httpHandler(defineRoute(contract('public', true)), () => ({ data: null }))).toThrow(
      NotPublicRouteError,
    );
  });

  it('is used only by handlers of public routes that do not identify their caller', () => {
    const handlersDir = path.join(import.meta.dirname, '..', '..', 'handlers');
    const usesPublic = (handler: string) =>
      /from '(\.\.\/)+public-pipeline'/.test(readFileSync(path.join(handlersDir, `${handler}.ts`), 'utf8'));
    const wrong = routes.filter(
      (route) => usesPublic(route.handler) && (route.auth !== 'public' || route.identifyCaller),
    );
    expect(wrong.map((route) => route.handler)).toEqual([]);
    expect(routes.filter((route) => usesPublic(route.handler)).length).toBeGreaterThan(20);
  });
});
