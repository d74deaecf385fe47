// The floor of the API figures (DESIGN §7): a bare node:http server making the same DynamoDB
// Query and GetItem as the tender list and detail handlers, with the same SDK and client options,
// against the same table. No routing, validation, auth or pipeline: what any server must pay.
import http from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/keys';
import { awsClientOptions } from '../../functions/platform/request-handler';

const tableName = process.env.TABLE_NAME ?? '';
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT, ...awsClientOptions }),
  { marshallOptions: { removeUndefinedValues: true } },
);

async function list(): Promise<unknown> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.tenderStatusPartition('active'),
        ':from': new Date().toISOString(),
        ':to': '~',
      },
      Limit: 20,
    }),
  );
  return { data: page.Items ?? [] };
}

async function detail(): Promise<unknown> {
  const item = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.tender(1) }));
  return { data: item.Item };
}

const server = http.createServer((request, response) => {
  const work = request.url?.startsWith('/list') ? list() : detail();
  work.then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    },
    () => {
      response.writeHead(503);
      response.end();
    },
  );
});
server.keepAliveTimeout = 65_000;
const port = Number(process.env.PORT);
server.listen(port, '127.0.0.1', () => process.send?.(`http://127.0.0.1:${port}`));
