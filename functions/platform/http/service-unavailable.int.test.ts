import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { freePort } from '../../../scripts/local/ports';
import { startDynamoDb, type RunningProcess } from '../../../scripts/local/dynamodb';

// This file runs its own DynamoDB Local so it can stop and restart it; modules are imported only
// after the environment points at it (vitest isolates modules per test file).
let database: RunningProcess | undefined;
let port = 0;
let dataDir = '';
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode: number; body?: string }>;
let handler: Handler;

const event = {
  version: '2.0',
  routeKey: 'GET /api/v1/tender_category_list',
  rawPath: '/api/v1/tender_category_list',
  rawQueryString: '',
  headers: {},
  requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
  isBase64Encoded: false,
} as unknown as APIGatewayProxyEventV2;
const call = () => handler(event, {} as Context);

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tender-503-'));
  database = await startDynamoDb(port, dataDir);
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${port}`;
  const { ensureTable } = await import('../../data/table-setup');
  await ensureTable();
  ({ handler } = (await import('../../handlers/lookups/get-tender-category-list')) as { handler: Handler });
});

afterAll(async () => {
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('when the database is unreachable', () => {
  it('answers 503 with a clear message, and recovers without a restart once it is back', async () => {
    expect((await call()).statusCode).toBe(200);

    await database?.stop();
    const down = await call();
    expect(down.statusCode).toBe(503);
    expect(JSON.parse(down.body ?? '{}')).toEqual({
      error: true,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });

    database = await startDynamoDb(port, dataDir);
    expect((await call()).statusCode).toBe(200);
  });
});
