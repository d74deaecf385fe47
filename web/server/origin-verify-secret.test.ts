import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_TTL_MS, originVerifyHeaders } from './origin-verify-secret';

// The renderer's read of the x-origin-verify value through the Parameters and Secrets extension,
// against a stand-in of the extension's localhost endpoint (its port given as the extension's own
// setting, PARAMETERS_SECRETS_EXTENSION_HTTP_PORT).

const ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:OriginVerifySecret-AbCdEf';
const TOKEN = 'session-token-of-this-function';

type Call = { path: string; secretId: string | null; token: string | undefined };
const calls: Call[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { SecretString: 'v'.repeat(48) } };
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const token = request.headers['x-aws-parameters-secrets-token'];
    calls.push({ path: url.pathname, secretId: url.searchParams.get('secretId'), token: token as string | undefined });
    // The extension refuses a caller without the function's session token.
    const { status, body } = token === TOKEN ? answer : { status: 401, body: {} };
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reader = (now: () => number, token = TOKEN) =>
  originVerifyHeaders({
    secretArn: ARN,
    env: { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(port), AWS_SESSION_TOKEN: token },
    now,
  });

describe('originVerifyHeaders', () => {
  it('reads the secret by ARN with the session token, once, and sends it as x-origin-verify', async () => {
    calls.length = 0;
    answer = { status: 200, body: { SecretString: 'v'.repeat(48) } };
    const headers = reader(() => 1_000);
    expect(await Promise.all([headers(), headers()])).toEqual([
      { 'x-origin-verify': 'v'.repeat(48) },
      { 'x-origin-verify': 'v'.repeat(48) },
    ]);
    expect(calls).toEqual([{ path: '/secretsmanager/get', secretId: ARN, token: TOKEN }]);
  });

  it('reads it again once 5 minutes old, and keeps the value read before while a new read fails', async () => {
    calls.length = 0;
    let clock = 0;
    answer = { status: 200, body: { SecretString: 'a'.repeat(48) } };
    const headers = reader(() => clock);
    expect(await headers()).toEqual({ 'x-origin-verify': 'a'.repeat(48) });
    clock = ORIGIN_VERIFY_TTL_MS - 1;
    answer = { status: 200, body: { SecretString: 'b'.repeat(48) } };
    expect(await headers()).toEqual({ 'x-origin-verify': 'a'.repeat(48) });
    clock = ORIGIN_VERIFY_TTL_MS;
    expect(await headers()).toEqual({ 'x-origin-verify': 'b'.repeat(48) });
    clock = 2 * ORIGIN_VERIFY_TTL_MS;
    answer = { status: 500, body: {} };
    expect(await headers()).toEqual({ 'x-origin-verify': 'b'.repeat(48) });
    expect(calls).toHaveLength(3);
  });

  it('throws on a failed first read (the page is served as its shell), and reads again on the next call', async () => {
    answer = { status: 200, body: { SecretString: 'c'.repeat(48) } };
    await expect(reader(() => 0, 'not-the-token')()).rejects.toThrow('answered 401');
    answer = { status: 200, body: {} };
    const headers = reader(() => 0);
    await expect(headers()).rejects.toThrow('no string value');
    answer = { status: 200, body: { SecretString: 'c'.repeat(48) } };
    expect(await headers()).toEqual({ 'x-origin-verify': 'c'.repeat(48) });
  });
});
