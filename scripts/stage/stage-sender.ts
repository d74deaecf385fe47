import { mailOf } from '../../infra/lib/config';
import { STAGES, UNKNOWN_STAGE_SETTINGS_FROM } from '../../infra/lib/stages';

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The From header a stage's functions send with (the CDK sets their MAIL_FROM from the same rule,
 * infra/lib/config.ts `mailOf`): the stage's mailFrom, else no-reply@ its mailDomain, else the
 * default. stage:init mails the first Admin with it (it used MAIL_FROM's
 * default, which the stage's SES identity may not allow). A stage infra/lib/stages.ts does not
 * list gets dev's, as its synth does.
 */
export function stageMailFrom(stage: string): string {
  const { names } = STAGES[stage] ?? STAGES[UNKNOWN_STAGE_SETTINGS_FROM]!;
  const problems: string[] = [];
  const { from } = mailOf({ mailDomain: filled(names.mailDomain), mailFrom: filled(names.mailFrom) }, problems);
  if (problems.length > 0) throw new Error(`stage '${stage}' has no usable sender: ${problems.join('; ')}`);
  return from;
}
