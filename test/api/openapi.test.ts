import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@tender/functions/contracts/openapi';
import { API_BASE_PATH, routes } from '@tender/functions/routes';
import { bundleHandlers } from '../../infra/lib/bundling/bundle-handlers';
import { handlersDir } from '../../infra/lib/paths';
import { checkAnswer, OpenApiMismatchError, type ReceivedAnswer } from '../support/openapi-check';
import { checkedFetch, getJson, stackUrl } from '../support/stack-url';

const generated = () => buildOpenApiDocument({ routes, basePath: API_BASE_PATH });

describe('GET /api/v1/openapi.json', () => {
  it('serves the generator output, cacheable by anyone for five minutes', async () => {
    const response = await checkedFetch('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual(generated());
  });

  describe('in the Lambda bundle', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tender-openapi-bundle-'));
    afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

    it('holds the document built when esbuild ran, not the generator, and answers with it', async () => {
      const handler = 'docs/get-openapi-document';
      const bundle = bundleHandlers({ handlers: [handler], handlersDir, outDir }).bundles.get(handler)!;
      const code = fs.readFileSync(path.join(bundle.dir, 'index.mjs'), 'utf8');
      expect(code).toContain('openapi:"3.1.0"');
      expect(code).not.toContain('OpenApiContractError'); // functions/contracts/openapi.ts stayed out
      expect(code).not.toContain('/tenders/get_tender_info/{id}",handler'); // so did the route table

      const module = (await import(path.join(bundle.dir, 'index.mjs'))) as {
        handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
      };
      const event = {
        version: '2.0',
        routeKey: `GET ${API_BASE_PATH}/openapi.json`,
        rawPath: `${API_BASE_PATH}/openapi.json`,
        rawQueryString: '',
        headers: {},
        requestContext: { http: { method: 'GET', path: `${API_BASE_PATH}/openapi.json`, sourceIp: '127.0.0.1' } },
        isBase64Encoded: false,
      };
      const answer = await module.handler(event, { getRemainingTimeInMillis: () => 10_000 });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(JSON.stringify(generated()));
    });
  });
});

describe('answers the API tests receive are checked against the document', () => {
  it('checks redirects and their refusals on the download route', async () => {
    const { body } = await getJson<{ data: { tender_documents: { download_url: string }[] } }>(
      '/api/v1/tenders/get_tender_info/1',
    );
    const download = await checkedFetch(body.data.tender_documents[0]!.download_url, { redirect: 'manual' });
    expect(download.status).toBe(302);
    const missing = await checkedFetch('/api/v1/tenders/1/documents/99/download', { redirect: 'manual' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: true, message: 'Document not found.' });
  });

  it("accepts the gateway's own 404 for a path or method no route has", async () => {
    expect((await checkedFetch('/api/v1/no_such_thing')).status).toBe(404);
    expect((await checkedFetch('/api/v1/contacts')).status).toBe(404);
  });

  describe('a handler that drifts from its contract fails', () => {
    const detailUrl = '/api/v1/tenders/get_tender_info/1';
    const answerWith = (status: number, body: unknown): ReceivedAnswer => ({
      method: 'GET',
      url: stackUrl(detailUrl),
      status,
      contentType: 'application/json; charset=utf-8',
      text: JSON.stringify(body),
    });

    async function realDetail(): Promise<{ data: Record<string, unknown> }> {
      const { status, body } = await getJson<{ data: Record<string, unknown> }>(detailUrl);
      expect(status).toBe(200);
      return body;
    }

    it('passes the real answer and refuses an empty one', async () => {
      const real = await realDetail();
      expect(() => checkAnswer(answerWith(200, real))).not.toThrow();
      expect(() => checkAnswer(answerWith(200, {}))).toThrow(OpenApiMismatchError);
      expect(() => checkAnswer(answerWith(200, {}))).toThrow(/must have required property 'data'/);
    });

    it.each([
      [
        'a field of the wrong type',
        (data: Record<string, unknown>) => ({ ...data, id: String(data.id) }),
        /must be number/,
      ],
      ['a missing field', ({ project_name: _, ...data }: Record<string, unknown>) => data, /project_name/],
      [
        'a field the contract does not have',
        (data: Record<string, unknown>) => ({ ...data, secret: 'x' }),
        /additional/,
      ],
      [
        'a status outside the enum',
        (data: Record<string, unknown>) => ({ ...data, status: 'draft' }),
        /allowed values/,
      ],
    ])('%s', async (_, drift, message) => {
      const real = await realDetail();
      expect(() => checkAnswer(answerWith(200, { data: drift(real.data) }))).toThrow(message);
    });

    it('and so does a status the document does not list, or an error in another shape', () => {
      expect(() => checkAnswer(answerWith(500, { error: true, message: 'Internal Server Error' }))).toThrow(
        /lists only 200, 400, 404, 503/,
      );
      expect(() => checkAnswer(answerWith(404, { message: 'Not Found' }))).toThrow(/required property 'error'/);
      expect(() => checkAnswer({ ...answerWith(200, {}), contentType: 'text/html' })).toThrow(/not application\/json/);
      expect(() => checkAnswer({ ...answerWith(200, {}), url: stackUrl('/api/v1/no_such_thing') })).toThrow(
        /only the gateway answers here/,
      );
    });
  });
});
