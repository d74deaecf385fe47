import { listAdminAccounts } from '../../data/opening-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import type { Mail } from '../../platform/mail';
import { mailAccount } from '../mail/mail-account';
import { evaluatorsOf } from '../market/tender-roles';

// Who hears of a representation: the tender's evaluators; a tender published before evaluators
// were named has none, and then everyone who may evaluate it hears (its organisation and the Admins).

async function evaluatorAccountIds(tender: TenderRecord): Promise<number[]> {
  const named = evaluatorsOf(tender);
  if (named) return named;
  const admins = (await listAdminAccounts()).map((account) => account.id);
  return [...(typeof tender.organization_id === 'number' ? [tender.organization_id] : []), ...admins];
}

/** One mail to each evaluator; a failed one is logged and never undoes the representation. */
export async function mailEvaluators(tender: TenderRecord, build: (to: string, name: string) => Mail): Promise<void> {
  const ids = [...new Set(await evaluatorAccountIds(tender))];
  await Promise.all(ids.map((id) => mailAccount('bids.mail_failed', id, build)));
}
