import type { KmsPrincipal } from './kms-server';

// Who may call the local key server. The local stack's functions all sign with the stack's own
// access key (AWS_ACCESS_KEY_ID in stackEnv), as one role; in AWS each function has its own role
// and the key policies name them.
export const LOCAL_ACCOUNT = '000000000000';

export const LOCAL_API_PRINCIPAL: KmsPrincipal = {
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  arn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/tender-api-local`,
};

/** The receipt key's name in the local stack (CDK gives the functions the real key's ARN in AWS). */
export const LOCAL_RECEIPT_KEY = 'alias/tender-receipts';
