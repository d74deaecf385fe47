import { evaluationMessages as e } from '@tender/shared/opening-messages';
import type { RepresentationAnswer, RepresentationBody } from '@tender/shared/schemas/opening';
import { TMP_UPLOAD_KEY_PATTERN, uploadMessages as um } from '@tender/shared/upload-rules';
import { getBid, type BidRecord, type RepresentationRecord } from '../../data/bids-repository';
import {
  bidByReference,
  EvaluationWriteConflictError,
  nextRepresentationId,
  saveRepresentation,
} from '../../data/evaluation-repository';
import { getTenderById } from '../../data/tenders-repository';
import { getUploads } from '../../data/uploads-repository';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { acceptUploads } from '../uploads/accept-uploads';
import { tmpUploadKey } from '../uploads/upload-keys';
import { tenderIdOfBid } from './evaluation-access';
import { representationMail } from './evaluation-mails';
import { representationRefusal } from './evaluation-rules';
import { toRepresentation } from './evaluation-views';
import { mailEvaluators } from './evaluator-mails';

const DOCUMENT_FIELD = 'document_upload_id';

/** The representation's document moved out of tmp/ into the bidder's files, or null without one. */
async function acceptDocument(
  uploadId: string | null | undefined,
  caller: Caller,
  now: Date,
): Promise<{ file: RepresentationRecord['document']; uploadIds: string[] }> {
  if (uploadId === undefined || uploadId === null) return { file: null, uploadIds: [] };
  const key = tmpUploadKey(uploadId);
  if (!TMP_UPLOAD_KEY_PATTERN.test(key)) throw new ValidationError({ [DOCUMENT_FIELD]: [um.unavailable] });
  const ticket = (await getUploads([uploadId])).get(uploadId);
  // Only a ticket this bidder asked for with its token: one uploaded without a token is anyone's.
  if (ticket && ticket.owner_id !== caller.userId) throw new ValidationError({ [DOCUMENT_FIELD]: [um.unavailable] });
  const { files, uploadIds } = await acceptUploads(
    [
      {
        field: DOCUMENT_FIELD,
        ref: { key, file_name: ticket?.file_name || 'document' },
        purpose: 'representation_document',
      },
    ],
    { accountId: caller.userId, callerId: caller.userId },
    now,
  );
  const stored = files[DOCUMENT_FIELD]!;
  return { file: { name: stored.file_name, size: stored.size, key: stored.key }, uploadIds };
}

/** The caller's own bid by its reference; anyone else's is not found. */
async function ownBid(reference: string, caller: Caller): Promise<BidRecord> {
  const bid = caller.role === 'Contractor' ? await bidByReference(tenderIdOfBid(reference), reference) : undefined;
  if (!bid || bid.contractor_id !== caller.userId) throw new NotFoundError();
  return bid;
}

/** Why a write that lost a race was refused, as the bid now stands. */
async function conflictAfterRace(bid: BidRecord, error: EvaluationWriteConflictError, now: Date): Promise<never> {
  if (error.conflict === 'upload-used') {
    throw new ConflictError(um.unavailable, { cause: error, errors: { [DOCUMENT_FIELD]: [um.unavailable] } });
  }
  const current = await getBid(bid.tender_id, bid.contractor_id);
  const refusal = current ? representationRefusal(current, now) : null;
  throw new ConflictError(refusal ?? e.representationNotAllowed, { cause: error });
}

/**
 * POST /bids/{id}/representation (the bidder): one representation against a decision that its bid
 * is not qualified, before the window ends by the server's clock, with an optional document
 * (purpose representation_document). The evaluators are mailed it.
 */
export async function sendRepresentation(
  reference: string,
  body: RepresentationBody,
  caller: Caller,
  now: Date,
): Promise<RepresentationAnswer> {
  const bid = await ownBid(reference, caller);
  const refusal = representationRefusal(bid, now);
  if (refusal || !bid.evaluation) throw new ConflictError(refusal ?? e.representationNotAllowed);
  const { file, uploadIds } = await acceptDocument(body.document_upload_id, caller, now);
  const representation: RepresentationRecord = {
    id: await nextRepresentationId(),
    text: body.text,
    document: file,
    sent_at: now.toISOString(),
    answer: null,
    decision: null,
    answered_at: null,
    answered_by: null,
  };
  try {
    await saveRepresentation({ ...bid, evaluation: bid.evaluation }, representation, uploadIds, now);
  } catch (error) {
    if (error instanceof EvaluationWriteConflictError) return conflictAfterRace(bid, error, now);
    throw error;
  }
  const tender = await getTenderById(bid.tender_id);
  if (tender) {
    await mailEvaluators(tender, (to, name) =>
      representationMail({
        to,
        name,
        tender,
        bidReference: bid.bid_reference,
        bidderName: bid.bidder_name ?? 'The bidder',
        representation,
      }),
    );
  }
  return { message: e.representationSent, data: toRepresentation(representation) };
}
