import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { RunningProcess } from '../dynamodb';
import { KEEP_ALIVE_MS } from '../ports';
import { watchServer } from '../server-watch';
import { KeyStore } from './key-store';
import { KmsError, OPERATIONS } from './operations';
import { checkSignature } from './sigv4';

// A KMS-API-compatible key server for the local stack: the product's @aws-sdk/client-kms calls
// reach it through an endpoint setting, as DynamoDB's and S3's reach their stand-ins. It knows
// callers by the access key that signed the request (each local principal has its own key pair,
// as each function has its own role in AWS) and enforces each key's policy at its own clock:
// a sealing key's "no Decrypt before the opening time, by nobody but the opening step" holds
// here as it does in AWS. Every call is logged (GET /log), as CloudTrail logs KMS in AWS. A test
// can make an operation fail as a key service under a passing fault does (PUT /faults).

export type KmsPrincipal = { accessKeyId: string; secretAccessKey: string; arn: string };

export type KmsServerOptions = {
  port: number;
  dataDir: string;
  region: string;
  principals: readonly KmsPrincipal[];
};

export type KmsLogEntry = {
  at: string;
  operation: string;
  principal: string | null;
  keyId: string | null;
  /** 'ok' or the KMS error type the caller was given. */
  outcome: string;
};

export type RunningKms = RunningProcess & { url: string; log(): readonly KmsLogEntry[] };

const MAX_BODY_BYTES = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown, type = 'application/x-amz-json-1.1') {
  response.writeHead(status, { 'content-type': type, 'x-amzn-requestid': randomUUID() });
  response.end(JSON.stringify(body));
}

const fail = (response: ServerResponse, error: KmsError) =>
  answer(response, 400, { __type: error.type, message: error.message });

function keyIdOf(input: Record<string, unknown>): string | null {
  const reference = input.KeyId ?? input.TargetKeyId;
  return typeof reference === 'string' ? reference : null;
}

/** A passing fault laid on an operation: `reset` drops the connection unanswered. */
export const KMS_FAULTS = ['reset'] as const;
export type KmsFault = {
  operation: string;
  fault: (typeof KMS_FAULTS)[number];
  /** Only calls naming this key (id or ARN). */ keyId?: string;
};

const isFault = (value: unknown): value is KmsFault => {
  const fault = value as Partial<KmsFault> | null;
  return (
    typeof fault === 'object' &&
    fault !== null &&
    typeof fault.operation === 'string' &&
    (KMS_FAULTS as readonly unknown[]).includes(fault.fault) &&
    (fault.keyId === undefined || typeof fault.keyId === 'string')
  );
};

/**
 * PUT /faults with `[{ "operation": "Decrypt", "fault": "reset", "keyId": "<key>" }]` lays these faults
 * (replacing any): scoped to one key, they leave every other test's calls alone. DELETE /faults clears them.
 */
async function setFaults(request: IncomingMessage, faults: KmsFault[]): Promise<boolean> {
  if (request.method === 'DELETE') {
    faults.length = 0;
    return true;
  }
  const body = await readBody(request);
  let asked: unknown;
  try {
    asked = JSON.parse(body?.toString('utf8') ?? '');
  } catch {
    return false;
  }
  if (!Array.isArray(asked) || !asked.every(isFault)) return false;
  faults.splice(0, faults.length, ...asked);
  return true;
}

const faultOn = (faults: readonly KmsFault[], operation: string, keyId: string | null) =>
  faults.find(
    (fault) =>
      fault.operation === operation &&
      (fault.keyId === undefined || (keyId !== null && (keyId === fault.keyId || keyId.endsWith(`/${fault.keyId}`)))),
  );

export async function startKms(options: KmsServerOptions): Promise<RunningKms> {
  const account = options.principals[0]?.arn.split(':')[4] ?? '000000000000';
  const store = new KeyStore(options.dataDir, options.region, account);
  const byAccessKey = new Map(options.principals.map((principal) => [principal.accessKeyId, principal]));
  const logFile = path.join(options.dataDir, 'kms', 'log.jsonl');
  const entries: KmsLogEntry[] = [];
  const faults: KmsFault[] = [];
  const record = (entry: Omit<KmsLogEntry, 'at'>) => {
    const line = { at: new Date().toISOString(), ...entry };
    entries.push(line);
    appendFileSync(logFile, `${JSON.stringify(line)}\n`);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'GET' && request.url === '/log')
      return answer(response, 200, { entries }, 'application/json');
    if (request.url === '/faults' && (request.method === 'PUT' || request.method === 'DELETE')) {
      const laid = await setFaults(request, faults);
      return answer(response, laid ? 200 : 400, { faults }, 'application/json');
    }
    const target = String(request.headers['x-amz-target'] ?? '');
    const operationName = target.startsWith('TrentService.') ? target.slice('TrentService.'.length) : '';
    const body = await readBody(request);
    if (request.method !== 'POST' || body === null) {
      return fail(
        response,
        new KmsError('ValidationException', 'Send a KMS request: POST / with a JSON body under 1 MiB.'),
      );
    }
    const signature = checkSignature(
      { method: 'POST', path: request.url ?? '/', headers: request.headers, body },
      (accessKeyId) => byAccessKey.get(accessKeyId)?.secretAccessKey,
    );
    if (!signature.ok) {
      record({ operation: operationName, principal: null, keyId: null, outcome: 'UnrecognizedClientException' });
      return fail(
        response,
        new KmsError('UnrecognizedClientException', 'The security token included in the request is invalid.'),
      );
    }
    const principal = byAccessKey.get(signature.accessKeyId)!.arn;
    let input: Record<string, unknown> = {};
    try {
      input = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
      if (faultOn(faults, operationName, keyIdOf(input))) {
        record({ operation: operationName, principal, keyId: keyIdOf(input), outcome: 'connection reset' });
        request.socket.destroy();
        return;
      }
      const operation = OPERATIONS[operationName];
      if (!operation)
        throw new KmsError('UnsupportedOperationException', `${target} is not served by the local key server.`);
      const result = operation(store, { principal, input, now: new Date() });
      const keyId = (result.KeyId as string | undefined) ?? keyIdOf(input);
      record({ operation: operationName, principal, keyId: keyId ?? null, outcome: 'ok' });
      answer(response, 200, result);
    } catch (error) {
      const kmsError =
        error instanceof KmsError ? error : new KmsError('SerializationException', 'The request is not valid JSON.');
      if (!(error instanceof KmsError) && !(error instanceof SyntaxError)) throw error;
      record({ operation: operationName, principal, keyId: keyIdOf(input), outcome: kmsError.type });
      fail(response, kmsError);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('Local key server:', error);
      if (!response.headersSent) answer(response, 500, { __type: 'KMSInternalException', message: 'Internal error.' });
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const watch = watchServer(server);
  return {
    url: `http://127.0.0.1:${options.port}`,
    log: () => entries,
    failure: watch.failure,
    stop: () =>
      new Promise<void>((resolve) => {
        watch.stopping();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
