import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { MailEventsFunction, type MailEventsFunctionProps } from './constructs/mail-events-function';

export type MailStackProps = StackProps & {
  /** The sender domain (the domain of MAIL_FROM); without it only the configuration set is made. */
  domain?: string;
  /** The function that feeds our own suppression list from the feedback topic (MailEventsFunction). */
  events?: Omit<MailEventsFunctionProps, 'topic'>;
};

/**
 * How the functions send: a configuration set every mail goes out with (reputation metrics for the
 * bounce and complaint alarms, bounces and complaints published to an SNS topic, and SES's
 * account suppression list applied, so an address that bounced or complained gets no more mail),
 * and the SES domain identity (Easy DKIM) when MAIL_DOMAIN is set: the three CNAME records in the
 * outputs must be published in the domain's DNS. Leaving the SES sandbox is an account request.
 * The topic also feeds our own suppression list (MailEventsFunction), which the functions check
 * before every send.
 */
export class MailStack extends Stack {
  readonly identity?: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  /** Bounce and complaint events of every mail sent with the configuration set. */
  readonly feedbackTopic: sns.Topic;
  /** Records permanently bounced and complaining addresses in the table (functions/platform/mail.ts skips them). */
  readonly events?: MailEventsFunction;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.feedbackTopic = new sns.Topic(this, 'MailFeedback', {
      displayName: 'Tender marketplace: mail bounces and complaints',
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(this.feedbackTopic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Bounce and complaint notices (an address and a reason) are not secret; SES can only publish to a topic encrypted with a customer managed key whose policy admits it, which costs a KMS key per stage.',
      },
    ]);
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(this.feedbackTopic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT, ses.EmailSendingEvent.REJECT],
    });

    if (props.domain) {
      this.identity = new ses.EmailIdentity(this, 'SenderDomain', {
        identity: ses.Identity.domain(props.domain),
        configurationSet: this.configurationSet,
      });
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM CNAME ${index + 1} for ${props.domain}`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
    if (props.events) {
      this.events = new MailEventsFunction(this, 'MailEvents', { topic: this.feedbackTopic, ...props.events });
      new CfnOutput(this, 'MailEventsDeadLetterQueueUrl', {
        description: 'Bounce and complaint events the suppression list could not record (look here if it has messages)',
        value: this.events.deadLetters.queueUrl,
      });
    }
    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });
    new CfnOutput(this, 'MailFeedbackTopicArn', {
      description: 'Subscribe to see bounces and complaints',
      value: this.feedbackTopic.topicArn,
    });
  }
}
