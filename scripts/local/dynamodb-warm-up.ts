import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** One DynamoDB JSON-1.0 call; resolves with the status (any answer counts), rejects on no answer. */
function call(port: number, target: string, body: object, timeoutMs: number): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        agent: false,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': Buffer.byteLength(payload),
          'x-amz-target': `DynamoDB_20120810.${target}`,
          // DynamoDB Local (shared database) reads but does not verify the signature.
          authorization:
            'AWS4-HMAC-SHA256 Credential=local/20200101/ap-south-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${target} had no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * DynamoDB Local's first requests are slow while the JVM loads and compiles their code paths
 * (1-3 s for the first ListTables and ~0.5 s for the first CreateTable on a busy 2-core machine),
 * longer than the 1.5 s the handlers' SDK clients wait. So before the stack uses it, one request of
 * each kind the app makes runs here, with a generous timeout, on a scratch table that is deleted
 * again. Only speed is at stake: failures are ignored.
 */
export async function warmUpDynamoDb(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1000, deadline - Date.now());
  const table = `warm-up-${randomBytes(6).toString('hex')}`;
  const S = (value: string) => ({ S: value });
  const steps: [string, object][] = [
    ['ListTables', {}],
    [
      'CreateTable',
      {
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gpk', 'gsk'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'g',
            KeySchema: [
              { AttributeName: 'gpk', KeyType: 'HASH' },
              { AttributeName: 'gsk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      },
    ],
    ['PutItem', { TableName: table, Item: { pk: S('a'), sk: S('b'), gpk: S('c'), gsk: S('d') } }],
    ['GetItem', { TableName: table, Key: { pk: S('a'), sk: S('b') } }],
    [
      'Query',
      {
        TableName: table,
        IndexName: 'g',
        KeyConditionExpression: 'gpk = :p',
        ExpressionAttributeValues: { ':p': S('c') },
      },
    ],
    ['DeleteTable', { TableName: table }],
  ];
  for (const [target, body] of steps) {
    if (Date.now() > deadline) return;
    await call(port, target, body, left()).catch(() => undefined);
  }
}
