import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export type MailStackProps = StackProps & {
  /** The sender domain (the domain of MAIL_FROM). */
  domain: string;
};

/**
 * The SES domain identity the functions send from. Easy DKIM: the three CNAME records in the
 * outputs must be published in the domain's DNS (DNS is managed outside this app). Leaving the
 * SES sandbox is an account-level request, also outside this app.
 */
export class MailStack extends Stack {
  readonly identity: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.identity = new ses.EmailIdentity(this, 'SenderDomain', {
      identity: ses.Identity.domain(props.domain),
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM CNAME ${index + 1} for ${props.domain}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
