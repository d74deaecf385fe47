import { recordMailEvents, type MailEventsResult } from '../../domain/mail/mail-events';
import { setLogContext } from '../../platform/logger';

// Not an HTTP route: the mail stack's SNS topic (SES bounce and complaint events of the stage's
// configuration set) invokes this function (infra/lib/constructs/mail-events-function.ts).

let coldStart = true;

export const handler = async (event: unknown, context?: { awsRequestId?: string }): Promise<MailEventsResult> => {
  setLogContext({ handler: 'mail-events/record-mail-event', lambdaRequestId: context?.awsRequestId, coldStart });
  coldStart = false;
  return recordMailEvents(event);
};
