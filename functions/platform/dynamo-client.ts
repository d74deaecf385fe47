import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { awsClientOptions } from './request-handler';

// One module per AWS client, so a Lambda bundles only the clients its handler uses.
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
    ...awsClientOptions,
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = config.TABLE_NAME;
