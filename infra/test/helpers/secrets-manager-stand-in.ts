import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
export type SecretsManagerCall = {
  /** The X-Amz-Target header, e.g. 'secretsmanager.GetSecretValue'. */
  target: string;
  secretId: string;
  /** Whether the request carried a SigV4 Authorization header for this access key id. */
  signedWith: string | undefined;
};

export type SecretsManagerStandIn = {
  /** Base URL for AWS_ENDPOINT_URL_SECRETS_MANAGER. */
  url: string;
  calls: SecretsManagerCall[];
  /**
   * Answers the following calls with this error: the next `count` calls, or every call until set
   * back to undefined.
   */
  failWith(error: { status: number; type: string } | undefined, count?: number): void;
  close(): Promise<void>;
};

const JSON_1_1 = 'application/x-amz-json-1.1';

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': JSON_1_1, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A loopback stand-in for the one Secrets Manager call the functions make: GetSecretValue over the
 * AWS JSON 1.1 protocol (POST /, X-Amz-Target: secretsmanager.GetSecretValue, body {"SecretId"}).
 * `secrets` maps a secret ARN to its SecretString; any other id is a ResourceNotFoundException and
 * any other operation an UnknownOperationException. Every request is recorded in `calls`.
 */
export async function startSecretsManagerStandIn(
  secrets: Readonly<Record<string, string>>,
): Promise<SecretsManagerStandIn> {
  const calls: SecretsManagerCall[] = [];
  let failure: { status: number; type: string } | undefined;
  let failuresLeft = Infinity;

  const server = createServer((request, response) => {
    void (async () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const authorization = String(request.headers.authorization ?? '');
      let secretId = '';
      try {
        secretId = String((JSON.parse(await readBody(request)) as { SecretId?: unknown }).SecretId ?? '');
      } catch {
        // recorded with an empty id; answered below
      }
      calls.push({ target, secretId, signedWith: /Credential=([^/]+)\//.exec(authorization)?.[1] });

      if (failure && failuresLeft > 0) {
        failuresLeft -= 1;
        return send(response, failure.status, { __type: failure.type, message: 'stand-in failure' });
      }
      if (request.method !== 'POST' || target !== 'secretsmanager.GetSecretValue') {
        return send(response, 400, { __type: 'UnknownOperationException', message: `not served: ${target}` });
      }
      const value = secrets[secretId];
      if (value === undefined) {
        return send(response, 400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret.",
        });
      }
      send(response, 200, {
        ARN: secretId,
        Name: secretId.split(':').pop(),
        SecretString: value,
        VersionId: '00000000-0000-4000-8000-000000000000',
        VersionStages: ['AWSCURRENT'],
        CreatedDate: 1_700_000_000,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failWith: (error, count = Infinity) => {
      failure = error;
      failuresLeft = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
