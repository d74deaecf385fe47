import type { StageNames } from '../../lib/stages';
import { stagesWith } from './stage-table';

/** The AWS account tests deploy prod to (PROD_ACCOUNT_ID): any 12 digits, none of them a placeholder in code. */
export const PROD_ACCOUNT = '210987654321';

/** Every name prod requires (lib/stages.ts `requiredNames`), filled in the way an operator commits them. */
export const PROD_NAMES = {
  mailDomain: 'example.in',
  siteDomain: 'tenders.example.in',
  siteCertificateArn: `arn:aws:acm:us-east-1:${PROD_ACCOUNT}:certificate/0f7c3a2e-1111-2222-3333-444455556666`,
  apiDomain: 'api-origin.example.in',
  apiCertificateArn: `arn:aws:acm:ap-south-1:${PROD_ACCOUNT}:certificate/0f7c3a2e-1111-2222-3333-444455556666`,
  alarmEmail: 'ops@example.in',
} as const satisfies StageNames;

/** Prod as the operator deploys it: its account from PROD_ACCOUNT_ID, its names committed (PROD_NAMES). */
export const PROD_REQUIRED = {
  stage: 'prod',
  account: PROD_ACCOUNT,
  stages: stagesWith('prod', { names: PROD_NAMES }),
};

/** PROD_REQUIRED with some names changed. */
export function prodWith(names: StageNames): typeof PROD_REQUIRED {
  return { ...PROD_REQUIRED, stages: stagesWith('prod', { names: { ...PROD_NAMES, ...names } }) };
}
