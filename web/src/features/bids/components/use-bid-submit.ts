// Sending the sealed bid: checks the draft with the server's own words first, builds the body, keeps
// the request id for a retry of the same body after a network failure, and places a refusal's
// `errors` on the rows they name. The draft itself is never cleared by a failure.
import type { SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { bidMessages as m } from '@tender/shared/bid-messages';
import { useRef, useState } from 'react';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { submitBid } from '../api/submit-bid';
import { rateProblems, ratesForBody, type RatedLine } from '../bid-amounts';
import type { BidDraft } from '../bid-form/bid-draft';
import { NO_ERRORS, placeBidErrors, type BidErrors } from '../bid-form/bid-errors';
import { requestIdFor, submitBody, type PendingSubmit } from '../bid-form/submit-body';

export type BidSubmitState = {
  errors: BidErrors;
  /** By document rowId. */
  documentErrors: Record<string, string>;
  submitting: boolean;
  answer: SubmitBidAnswer | null;
  /** Checks the draft; true when it may be sent (then the page asks for confirmation). */
  check: () => boolean;
  submit: () => Promise<SubmitBidAnswer | null>;
};

function draftProblems(draft: BidDraft, lines: readonly RatedLine[], tender: TenderDetail): BidErrors {
  const errors: BidErrors = { ...NO_ERRORS, rates: rateProblems(lines), documents: {}, general: [] };
  draft.documents.forEach((row, index) => {
    if (!row.upload) errors.documents[index] = 'Choose the file of this document, or remove the row.';
    else if (row.name.trim().length < 1 || row.name.trim().length > 100) errors.documents[index] = m.documentName;
  });
  if (tender.emd_exemption_allowed && draft.emdExempt && !draft.exemptionCertificate) {
    errors.payment = m.exemptionCertificate;
  }
  return errors;
}

const hasErrors = (errors: BidErrors) =>
  Object.keys(errors.rates).length > 0 ||
  Object.keys(errors.documents).length > 0 ||
  Boolean(errors.payment || errors.profileRows) ||
  errors.general.length > 0;

export function useBidSubmit(tender: TenderDetail, draft: BidDraft, lines: readonly RatedLine[]): BidSubmitState {
  const [errors, setErrors] = useState<BidErrors>(NO_ERRORS);
  const [documentRowIds, setDocumentRowIds] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<SubmitBidAnswer | null>(null);
  const pending = useRef<PendingSubmit | null>(null);

  const check = () => {
    const problems = draftProblems(draft, lines, tender);
    setDocumentRowIds(draft.documents.map((row) => row.rowId));
    setErrors(problems);
    return !hasErrors(problems);
  };

  const submit = async () => {
    const withoutId = submitBody(draft, ratesForBody(lines), '', tender.emd_exemption_allowed);
    const { request_id: _unused, ...fingerprinted } = withoutId;
    pending.current = requestIdFor(fingerprinted, pending.current);
    const body = { ...withoutId, request_id: pending.current.requestId };
    const sentRowIds = draft.documents.filter((row) => row.upload).map((row) => row.rowId);
    setSubmitting(true);
    setErrors(NO_ERRORS);
    try {
      const result = await submitBid(tender.id, body);
      pending.current = null;
      setAnswer(result);
      return result;
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Only a request that got no answer is sent again with the same id; an answer settles it.
      if (!error.isNetworkError) pending.current = null;
      const placed = placeBidErrors(firstFieldErrors(error.fieldErrors), body);
      setDocumentRowIds(sentRowIds);
      setErrors({ ...placed, general: [error.message, ...placed.general.filter((text) => text !== error.message)] });
      return null;
    } finally {
      setSubmitting(false);
    }
  };

  const documentErrors = Object.fromEntries(
    Object.entries(errors.documents).flatMap(([index, message]) => {
      const rowId = documentRowIds[Number(index)];
      return rowId ? [[rowId, message]] : [];
    }),
  );

  return { errors, documentErrors, submitting, answer, check, submit };
}
