import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';
import { awsClientOptions } from './request-handler';

export const s3 = new S3Client({
  region: config.AWS_REGION,
  endpoint: config.S3_ENDPOINT,
  forcePathStyle: Boolean(config.S3_ENDPOINT),
  // s3rver stores a streamed upload with its chunk framing unless checksums are only sent when required.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  ...awsClientOptions,
});

export const uploadsBucket = config.UPLOADS_BUCKET;
