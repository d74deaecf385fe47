import type { StageInput } from '../../lib/config';

/** The AWS account tests deploy prod to (PROD_ACCOUNT_ID): any 12 digits, none of them a placeholder in code. */
export const PROD_ACCOUNT = '210987654321';

/** What an operator must give for prod (lib/stages.ts): its account and the API's origin domain with its certificate. */
export const PROD_REQUIRED: Pick<StageInput, 'stage' | 'account' | 'apiOriginDomain' | 'apiOriginCertificateArn'> = {
  stage: 'prod',
  account: PROD_ACCOUNT,
  apiOriginDomain: 'api-origin.example.in',
  apiOriginCertificateArn: `arn:aws:acm:ap-south-1:${PROD_ACCOUNT}:certificate/0f7c3a2e-1111-2222-3333-444455556666`,
};
