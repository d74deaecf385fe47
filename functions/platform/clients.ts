import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from './config';

// Built once per process. Short timeouts and one retry: when the database is unreachable the
// caller gets a 503 within about two seconds instead of hanging.
const requestHandler = () => new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 5000 });

export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
    maxAttempts: 2,
    requestHandler: requestHandler(),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const s3 = new S3Client({
  region: config.AWS_REGION,
  endpoint: config.S3_ENDPOINT,
  forcePathStyle: Boolean(config.S3_ENDPOINT),
  // s3rver stores a streamed upload with its chunk framing unless checksums are only sent when required.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  maxAttempts: 2,
  requestHandler: requestHandler(),
});

export const ses = new SESv2Client({
  region: config.AWS_REGION,
  endpoint: config.SES_ENDPOINT,
  maxAttempts: 2,
  requestHandler: requestHandler(),
});

export const tableName = config.TABLE_NAME;
export const uploadsBucket = config.UPLOADS_BUCKET;
