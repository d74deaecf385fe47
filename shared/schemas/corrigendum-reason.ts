import { CORRIGENDUM_LIMITS as limits, corrigendumMessages as m } from '../corrigendum-messages';
import { typedText } from './typed-text';

// zod/mini (./mini.ts): the typed texts of a corrigendum, apart from the corrigenda's
// other shapes so the tender form (tenders-admin.ts) can take the reason without an import cycle.

/** Why a published tender changes: published with the corrigendum. */
export const corrigendumReason = () =>
  typedText(limits.reason, {
    required: m.reason,
    short: m.reasonTooShort,
    long: m.reasonTooLong,
    unsafe: m.reasonUnsafe,
  });

/** The consultancy's remark when it rejects an organisation's proposal (mailed to it). */
export const proposalRemark = () =>
  typedText(limits.remark, {
    required: m.remark,
    short: m.remarkTooShort,
    long: m.remarkTooLong,
    unsafe: m.remarkUnsafe,
  });
