// The key policy of a tender's sealing key, written when kms-client.ts creates the
// key: IAM and ARNs are the key service's business, not the market's. Nobody may decrypt before the opening
// time, whoever they are (an explicit Deny wins over every Allow, grants included); after it only
// the opening function's role may. The account keeps every other action through IAM (the
// publishing function creates the key, the bid functions make data keys), except Decrypt, changing
// this policy, and the two ways around Decrypt (re-encrypting under another key, grants).

export type SealingPolicyInput = {
  /** The opening function's role: the one principal that may ever decrypt. */
  openerRoleArn: string;
  /** The tender's bid opening time. */
  openingAt: Date;
};

const accountOf = (roleArn: string) => {
  const account = roleArn.split(':')[4];
  if (!account || !/^\d{12}$/.test(account)) throw new Error(`Not a role ARN: ${roleArn}`);
  return account;
};

export function sealingKeyPolicy({ openerRoleArn, openingAt }: SealingPolicyInput): string {
  const account = accountOf(openerRoleArn);
  const opening = openingAt.toISOString();
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'AccountUsesTheKeyButNeverDecrypts',
        Effect: 'Allow',
        Principal: { AWS: `arn:aws:iam::${account}:root` },
        NotAction: ['kms:Decrypt', 'kms:PutKeyPolicy', 'kms:ReEncryptFrom', 'kms:ReEncryptTo', 'kms:CreateGrant'],
        Resource: '*',
      },
      {
        Sid: 'OpenerDecryptsFromTheOpeningTime',
        Effect: 'Allow',
        Principal: { AWS: openerRoleArn },
        Action: 'kms:Decrypt',
        Resource: '*',
        Condition: { DateGreaterThanEquals: { 'aws:CurrentTime': opening } },
      },
      {
        Sid: 'NobodyDecryptsBeforeTheOpeningTime',
        Effect: 'Deny',
        Principal: '*',
        Action: 'kms:Decrypt',
        Resource: '*',
        Condition: { DateLessThan: { 'aws:CurrentTime': opening } },
      },
    ],
  });
}
