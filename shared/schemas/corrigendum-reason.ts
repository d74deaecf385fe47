import { CORRIGENDUM_LIMITS as limits, corrigendumMessages as m } from '../corrigendum-messages';
import { isSafeText } from '../rules';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

// zod/mini (./mini.ts): the typed texts of a corrigendum (issue 27 §3), apart from the corrigenda's
// other shapes so the tender form (tenders-admin.ts) can take the reason without an import cycle.

const typedText = (
  bounds: { min: number; max: number },
  messages: { required: string; short: string; long: string; unsafe: string },
) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.minLength(bounds.min, messages.short),
      z.maxLength(bounds.max, messages.long),
      z.refine(isSafeText, messages.unsafe),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    );

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
