// The functions' AWS clients against a real HTTP endpoint that drops connections: a request on a
// connection the service closes under it (as a server closing an idle kept-alive connection does
// while the client sends on it) is sent again once on a new one; a service that keeps dropping them
// fails after that one retry, within the two seconds a caller is promised.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { awsClientOptions } from './request-handler';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A DynamoDB-API endpoint that drops the first `drops` requests' connections, then answers. */
async function droppingEndpoint(drops: number) {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    request.resume();
    if (requests <= drops) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify({ Item: { pk: { S: 'tender#1' } } }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new DynamoDBClient({
    region: 'ap-south-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    ...awsClientOptions,
  });
  const get = () => client.send(new GetItemCommand({ TableName: 'tender', Key: { pk: { S: 'tender#1' } } }));
  return { get, requests: () => requests };
}

describe('a dropped connection', () => {
  it('is retried once, on a new connection', async () => {
    const endpoint = await droppingEndpoint(1);
    await expect(endpoint.get()).resolves.toMatchObject({ Item: { pk: { S: 'tender#1' } } });
    expect(endpoint.requests()).toBe(2);
  });

  it('fails after that one retry when the service keeps dropping them, well within two seconds', async () => {
    const endpoint = await droppingEndpoint(Number.POSITIVE_INFINITY);
    const started = Date.now();
    await expect(endpoint.get()).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(endpoint.requests()).toBe(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
