import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { awsClientOptions } from './request-handler';

export const ses = new SESv2Client({
  region: config.AWS_REGION,
  endpoint: config.SES_ENDPOINT,
  ...awsClientOptions,
});
