// The submission's body from the page's draft, and a request id that is reused only when the very
// same body is sent again after a network failure (the server then answers the first result).
import type { SubmitBidBody } from '@tender/shared/schemas/bid-submission';
import type { BidRate } from '@tender/shared/schemas/bid-submission';
import { TMP_UPLOAD_KEY_PATTERN } from '@tender/shared/upload-rules';
import type { BidDraft, ProfileRowChoice } from './bid-draft';

/** tmp/<uuid> -> <uuid>: the body names a bid upload by its id. */
export const uploadIdOf = (key: string): string => (TMP_UPLOAD_KEY_PATTERN.test(key) ? key.slice('tmp/'.length) : key);

function profileRow(choice: ProfileRowChoice): SubmitBidBody['technical']['profile_rows'][number] {
  const [list, id] = choice.split(':') as [SubmitBidBody['technical']['profile_rows'][number]['list'], string];
  return { list, id: Number(id) };
}

export function submitBody(draft: BidDraft, rates: BidRate[], requestId: string, emdExemptAllowed: boolean) {
  const emdExempt = emdExemptAllowed && draft.emdExempt;
  const body: SubmitBidBody = {
    request_id: requestId,
    technical: {
      profile_rows: draft.profileRows.map(profileRow),
      documents: draft.documents.flatMap((document) =>
        document.upload ? [{ name: document.name.trim(), upload_id: uploadIdOf(document.upload.key) }] : [],
      ),
    },
    rates,
    payment: {
      emd_exempt: emdExempt,
      ...(emdExempt && draft.exemptionCertificate
        ? { exemption_certificate_upload_id: uploadIdOf(draft.exemptionCertificate.key) }
        : {}),
    },
  };
  return body;
}

/** A submit attempt that got no answer: the same body goes again with the same request id. */
export type PendingSubmit = { requestId: string; fingerprint: string };

const fingerprintOf = (body: Omit<SubmitBidBody, 'request_id'>) => JSON.stringify(body);

/** The request id for this body: the pending one when the body is unchanged, else a fresh one. */
export function requestIdFor(body: Omit<SubmitBidBody, 'request_id'>, pending: PendingSubmit | null): PendingSubmit {
  const fingerprint = fingerprintOf(body);
  if (pending && pending.fingerprint === fingerprint) return pending;
  return { requestId: crypto.randomUUID(), fingerprint };
}
