import { PRIVACY_POLICY_VERSION, type ConsentPurpose } from '@tender/shared/privacy-policy';
import type { ConsentRecord } from '../../data/account-data-repository';

/** Where a consent was given from: the viewer's address and its browser's user agent (as sent). */
export type ConsentSource = { ip: string; userAgent: string | null };

/** A user agent is the browser's to say and may be long; what is kept is enough to recognise it. */
const USER_AGENT_MAX = 512;

/**
 * The record of an agreement to the policy in force (the request was refused without
 * `privacy_consent: true`), written in the transaction that creates or upgrades the account.
 */
export function consentRecord(
  accountId: number,
  purpose: ConsentPurpose,
  source: ConsentSource,
  now: Date,
): ConsentRecord {
  return {
    account_id: accountId,
    policy_version: PRIVACY_POLICY_VERSION,
    agreed_to: purpose,
    agreed_at: now.toISOString(),
    ip: source.ip,
    user_agent: source.userAgent ? source.userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}
