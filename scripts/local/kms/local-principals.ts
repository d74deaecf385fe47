import type { KmsPrincipal } from './kms-server';

// Who may call the local key server. The local stack's functions all sign with the stack's own
// access key (AWS_ACCESS_KEY_ID in stackEnv), as one role, but the opening, which signs with the
// opener's pair (BID_OPENER_ACCESS_KEY_ID in stackEnv); in AWS each function has its own role (the
// opening function the opener role) and the key policies name them.
export const LOCAL_ACCOUNT = '000000000000';

export const LOCAL_API_PRINCIPAL: KmsPrincipal = {
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  arn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/tender-api-local`,
};

/** The receipt key's name in the local stack (CDK gives the functions the real key's ARN in AWS). */
export const LOCAL_RECEIPT_KEY = 'alias/tender-receipts';

/**
 * The opening function's role: the one principal a tender's sealing key lets decrypt,
 * and only from the opening time. Its own key pair, so nothing signed with the API's can pass as it.
 */
export const LOCAL_OPENER_PRINCIPAL: KmsPrincipal = {
  accessKeyId: 'TENDER-OPENER-LOCAL',
  secretAccessKey: 'tender-opener-local-secret',
  arn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/tender-opener-local`,
};
