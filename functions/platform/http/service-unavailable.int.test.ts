import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { freePort } from '../../../scripts/local/ports';
import { startDynamoDb, type RunningProcess } from '../../../scripts/local/dynamodb';
import { retrySlowStart } from '../../../scripts/local/retry-slow-start';
import { lambdaContext } from '../../../scripts/local/api-event';
import type { RunningGateway } from '../../../scripts/local/gateway';

// This file runs its own DynamoDB Local so it can stop, freeze and restart it, and points S3 and
// SES at a server that accepts connections and never answers (a hung service). Modules are
// imported only after the environment points there: they read it at import (vitest isolates
// modules per test file).
let database: RunningProcess | undefined;
let databasePort = 0;
let dataDir = '';
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode: number; body?: string }>;
let handler: Handler;
let gateway: RunningGateway | undefined;
let hungS3: Handler;
let hungSes: Handler;

/*
 * The app reaches the database through this forwarder, whose port the file holds from start to end:
 * a restarted DynamoDB Local gets a fresh port, because the one it gave up could be taken by another
 * test worker meanwhile (the app then read a stranger's database, and "down" answered 200). While
 * the database is stopped, each connection is reset: unreachable, as the app sees it.
 */
const forwarder = net.createServer((client) => {
  client.on('data', () => (forwardedChunks += 1));
  const upstream = net.connect(databasePort, '127.0.0.1');
  client.pipe(upstream).pipe(client);
  upstream.on('error', () => client.resetAndDestroy());
  client.on('error', () => upstream.destroy());
});

/** Chunks the app has sent to the database through the forwarder: proof that a request went there. */
let forwardedChunks = 0;

/**
 * Waits until the kernel shows the process stopped ('T' in /proc/<pid>/stat, Linux): kill() only
 * queues the signal. Elsewhere there is no /proc to read, and the signal is trusted.
 */
async function untilStopped(pid: number): Promise<void> {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return;
  const state = () => readFileSync(stat, 'utf8').split(') ')[1]?.[0];
  for (let waited = 0; state() !== 'T'; waited += 10) {
    if (waited >= 2000) throw new Error(`DynamoDB Local (pid ${pid}) is not stopped after SIGSTOP: ${state()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Accepts every connection and never answers: a frozen service as its clients see it. */
const silent = net.createServer((socket) => {
  held.add(socket);
  socket.on('close', () => held.delete(socket));
});
const held = new Set<net.Socket>();

const unavailable = {
  error: true,
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

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

const postEvent = (rawPath: string) =>
  ({
    ...event,
    routeKey: `POST ${rawPath}`,
    rawPath,
    requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1' } },
  }) as unknown as APIGatewayProxyEventV2;

beforeAll(async () => {
  databasePort = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tender-503-'));
  database = await startDynamoDb(databasePort, dataDir);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  const silentUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${(forwarder.address() as net.AddressInfo).port}`;
  // A warm container would answer the repeated read from its read cache; these are about the database path.
  process.env.READ_CACHE_SECONDS = '0';
  process.env.S3_ENDPOINT = silentUrl;
  process.env.SES_ENDPOINT = silentUrl;
  const { ensureTable } = await import('../../data/table-setup');
  await retrySlowStart(ensureTable);
  ({ handler } = (await import('../../handlers/lookups/get-tender-category-list')) as { handler: Handler });

  // The route table touches S3 and SES over the network nowhere yet (a download link is presigned
  // locally), so two routes built here on the same pipeline make the calls the app will make.
  const { httpHandler } = await import('../../handlers/pipeline');
  const { noContent } = await import('./answers');
  const { defineRoute } = await import('../../contracts/route-contract');
  const { putObject } = await import('../storage');
  const { ses } = await import('../ses-client');
  const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  const route = (name: string) =>
    defineRoute({
      method: 'POST',
      path: `/test/${name}`,
      handler: `test/${name}`,
      auth: 'public',
      summary: `Calls ${name} (test only)`,
      tag: 'Test',
      answers: { 204: null },
    });
  hungS3 = httpHandler(route('store-file'), async () => {
    await putObject('test/hung.pdf', new TextEncoder().encode('%PDF-1.7'), 'application/pdf');
    return noContent();
  });
  hungSes = httpHandler(route('send-mail'), async () => {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@example.com',
        Destination: { ToAddresses: ['asha@example.com'] },
        Content: { Simple: { Subject: { Data: 'Test' }, Body: { Text: { Data: 'Test' } } } },
      }),
    );
    return noContent();
  });

  const { startGateway } = await import('../../../scripts/local/gateway');
  gateway = await startGateway({ port: await freePort() });
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  await database?.stop();
  for (const socket of held) socket.destroy();
  silent.close();
  forwarder.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every line written to the log while `work` runs: console.error/warn (the logger) and raw stderr. */
async function logLinesDuring<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(...args.map(String).join(' ').split('\n').filter(Boolean));
  const spies = [
    vi.spyOn(console, 'error').mockImplementation(record),
    vi.spyOn(console, 'warn').mockImplementation(record),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      record(String(chunk));
      return true;
    }),
  ];
  try {
    return { result: await work(), lines };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('when the database is unreachable', () => {
  it('answers 503 with a clear message, and recovers without a restart once it is back', async () => {
    expect((await call()).statusCode).toBe(200);

    await database?.stop();
    const down = await call();
    expect(down.statusCode).toBe(503);
    expect(JSON.parse(down.body ?? '{}')).toEqual(unavailable);

    databasePort = await freePort();
    database = await startDynamoDb(databasePort, dataDir);
    expect((await call()).statusCode).toBe(200);
  });
});

describe('when a service hangs (accepts connections, never answers)', () => {
  it('DynamoDB Local frozen (SIGSTOP): the API answers 503 within 2 s, logs it once, and recovers', async () => {
    const url = `${gateway?.url}/api/v1/tender_category_list`;
    expect((await fetch(url)).status).toBe(200);
    const pid = database?.pid;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid as number, 'SIGSTOP');
    try {
      await untilStopped(pid as number);
      const sentBefore = forwardedChunks;
      const { result, lines } = await logLinesDuring(async () => {
        const started = performance.now();
        const response = await fetch(url);
        return { response, body: await response.text(), ms: performance.now() - started };
      });
      // Status, body and the way it went together: a wrong answer shows who gave it.
      expect({
        status: result.response.status,
        body: jsonOrText(result.body),
        askedTheFrozenDatabase: forwardedChunks > sentBefore,
      }).toEqual({ status: 503, body: unavailable, askedTheFrozenDatabase: true });
      expect(result.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(result.ms).toBeLessThan(2000);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
        level: 'error',
        route: 'GET /tender_category_list',
        status: 503,
      });
    } finally {
      process.kill(pid as number, 'SIGCONT');
    }
    expect((await fetch(url)).status).toBe(200);
  });

  it.each([
    ['S3 (PutObject)', () => hungS3, 'POST /test/store-file'],
    ['SES (SendEmail)', () => hungSes, 'POST /test/send-mail'],
  ])('%s: the route answers 503 within 2 s and logs it once', async (_, run, route) => {
    const [, rawPath = ''] = route.split(' ');
    const { result, lines } = await logLinesDuring(async () => {
      const started = performance.now();
      const answer = await run()(postEvent(rawPath), lambdaContext('test', 'test-request'));
      return { answer, ms: performance.now() - started };
    });
    expect(result.answer.statusCode).toBe(503);
    expect(JSON.parse(result.answer.body ?? '{}')).toEqual(unavailable);
    expect(result.ms).toBeLessThan(2000);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'error', route, status: 503 });
    expect(held.size).toBeGreaterThan(0); // the request did reach the hung server
  });
});
