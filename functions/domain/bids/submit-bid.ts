import { randomBytes } from 'node:crypto';
import { bidMessages as m } from '@tender/shared/bid-messages';
import type { SubmitBidAnswer, SubmitBidBody } from '@tender/shared/schemas/bid-submission';
import { uploadMessages as um } from '@tender/shared/upload-rules';
import {
  BidWriteConflictError,
  getBid,
  getBidRequest,
  writeBidChange,
  type BidRecord,
  type BidRequestRecord,
} from '../../data/bids-repository';
import { getAccountProfile } from '../../data/profiles-repository';
import { getTenderById, type PublicTenderRecord } from '../../data/tenders-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import { signWithReceiptKey } from '../../platform/kms-client';
import { destroyCopy } from '../../platform/storage';
import type { Caller } from '../market/caller';
import { followAsBidder } from '../follows/auto-follow';
import { bidPaymentState } from '../payments/bid-payment';
import { combinedDigest, financialDigest, technicalDigest } from '../market/bid-digest';
import { discardRefusedUploads, readBidDocuments, type DocumentClaim, type ReadDocument } from './bid-documents';
import { bidderRefusal, windowRefusal } from '../market/bid-eligibility';
import { mailAccount } from '../mail/mail-account';
import { bidSubmittedMail } from '../market/bid-mails';
import { checkRates, type RatedItem } from './bid-rates';
import { noSealingKey, throwRefusal } from '../market/bid-refusals';
import { publishedTenderOr404 } from '../market/published-tender';
import { receiptMessage, type SignedReceipt } from '../market/receipt';
import { openAnswer, requestKeyOf, sealAnswer } from './request-answer';
import { discardSealedObjects, sealedObjectsOf, sealSubmission, type SubmissionSeal } from './seal-bid';
import { sha256Hex } from '../market/sealed-cover';
import { sealingKeyOf } from '../market/sealing-key';
import { startedBid } from './start-bid';
import { countsNow, isSubmitted } from '../market/bid-states';

// POST /tenders/{id}/bids: submit, or revise (the new submission supersedes the
// last; only the latest counts). Checked first (who, the server's clock, the covers, the payment),
// then the bid started if it was not (its reference fixed for good), then sealed and signed under
// that reference, then written in one conditional transaction; a repeated request id
// answers the first result. Concurrent submissions of one contractor are applied one after the
// other (each re-reads the bid), so none is lost and the last written is the latest.

const MAX_WRITE_ATTEMPTS = 40;
const EXEMPTION_CERTIFICATE = 'EMD exemption certificate';

type Checked = { rated: RatedItem[]; totalPaise: bigint; claims: DocumentClaim[] };

export async function submitBid(
  tenderId: number,
  body: SubmitBidBody,
  caller: Caller,
  now: Date,
): Promise<SubmitBidAnswer> {
  try {
    return await submitChecked(tenderId, body, caller, now);
  } catch (error) {
    // Once the tender takes no more bids, a refused submission's documents do not wait in plain for
    // the upload area's expiry. A refusal the bidder can put right (a payment to make, a rate or a
    // document to fix) keeps them, so the corrected submission needs no upload again.
    if (await submissionsOver(tenderId, new Date())) await discardRefusedUploads(claimedUploadIds(body), caller.userId);
    throw error;
  }
}

/** The tender takes no bid from now on: its window has ended, or it is no longer active. */
async function submissionsOver(tenderId: number, now: Date): Promise<boolean> {
  const tender = await getTenderById(tenderId).catch(() => undefined);
  const refusal = tender ? windowRefusal(tender, now) : null;
  return refusal?.blockedBy === 'too_late' || refusal?.blockedBy === 'not_open';
}

const claimedUploadIds = (body: SubmitBidBody) => [
  ...body.technical.documents.map((document) => document.upload_id),
  ...(body.payment.exemption_certificate_upload_id ? [body.payment.exemption_certificate_upload_id] : []),
];

async function submitChecked(
  tenderId: number,
  body: SubmitBidBody,
  caller: Caller,
  now: Date,
): Promise<SubmitBidAnswer> {
  const bodyHash = sha256Hex(JSON.stringify({ tenderId, body }));
  const repeated = await repeatedAnswer(caller.userId, body.request_id, bodyHash);
  if (repeated) return repeated;
  const tender = await publishedTenderOr404(tenderId);
  const refusal = (await bidderRefusal(caller)) ?? windowRefusal(tender, now);
  if (refusal) throwRefusal(refusal);
  const checked = await checkSubmission(tender, body, caller.userId);
  const payment = await bidPaymentState(tender, caller.userId, body.payment.emd_exempt);
  if (!payment.settled) throw new ValidationError({ payment: [m.paymentDue] }, m.paymentDue);
  const sealingKey = await sealingKeyOf(tenderId);
  if (!sealingKey) throw noSealingKey();
  const documents = await readBidDocuments(checked.claims, caller.userId, now);

  // The bid exists before anything is sealed or signed for it: its reference is then the one the
  // table holds for good, so every receipt and cover names the bid that is written.
  const current = (await getBid(tenderId, caller.userId)) ?? (await startedBid(tenderId, caller.userId, now));
  const reference = current.bid_reference;
  const salt = randomBytes(32).toString('hex');
  const digests = bidDigests({
    tenderId,
    salt,
    rated: checked.rated,
    documents,
    profileRows: body.technical.profile_rows,
  });
  const receipt = await signedReceipt({
    bid_reference: reference,
    tender_id: tenderId,
    submitted_at: now.toISOString(),
    digest: digests.receipt,
  });
  const seal = await sealSubmission({
    tenderId,
    contractorId: caller.userId,
    bidReference: reference,
    sealingKey: sealingKey.key_arn,
    technical: {
      profile_rows: body.technical.profile_rows,
      emd_exempt: body.payment.emd_exempt,
      documents: documents.map((document) => ({
        name: document.name,
        sha256: document.sha256,
        size: document.bytes.length,
        content_type: document.contentType,
      })),
      financial_digest: digests.financial,
    },
    documents,
    financial: { salt, rates: checked.rated, totalPaise: checked.totalPaise },
  });
  const written = await writeSubmission({
    tender,
    caller,
    current,
    reference,
    seal,
    receipt,
    documents,
    request: { requestId: body.request_id, bodyHash },
    answerParts: { salt, totalPaise: checked.totalPaise },
    now,
  });
  if ('repeat' in written) return written.repeat;
  if (!written.superseded) await followAsBidder(tenderId, caller.userId, now);
  await Promise.allSettled(documents.map((document) => destroyCopy(document.plain)));
  await discardSealedObjects(sealedObjectsOf(written.superseded?.sealed ?? null));
  await mailAccount('bids.mail_failed', caller.userId, (to, name) =>
    bidSubmittedMail({ to, name, tender, receipt, salt, revised: written.answer.data.state === 'revised' }),
  );
  return written.answer;
}

async function repeatedAnswer(
  contractorId: number,
  requestId: string,
  bodyHash: string,
): Promise<SubmitBidAnswer | undefined> {
  const earlier = await getBidRequest(contractorId, requestKeyOf(requestId));
  if (!earlier) return undefined;
  if (earlier.body_hash !== bodyHash) throw new ConflictError(m.requestReused);
  return openAnswer(requestId, earlier.sealed_answer);
}

/** The receipt's digest (v2), and its financial part, which the technical manifest carries. */
function bidDigests(input: {
  tenderId: number;
  salt: string;
  rated: readonly RatedItem[];
  documents: readonly ReadDocument[];
  profileRows: readonly { list: string; id: number }[];
}): { receipt: string; financial: string } {
  const financial = financialDigest({
    tenderId: input.tenderId,
    salt: input.salt,
    rates: input.rated.map(({ workItemId, ratePaise }) => ({ workItemId, ratePaise })),
  });
  const technical = technicalDigest({
    tenderId: input.tenderId,
    documents: input.documents.map((document) => ({ slot: document.name, sha256: document.sha256 })),
    profileRows: input.profileRows,
  });
  return { receipt: combinedDigest(technical, financial), financial };
}

async function signedReceipt(receipt: Omit<SignedReceipt, 'signature'>): Promise<SignedReceipt> {
  const signature = await signWithReceiptKey(receiptMessage(receipt));
  return { ...receipt, signature: signature.toString('base64') };
}

/** The covers' rules that need stored data: the tender's work items, the profile's rows, the exemption. */
async function checkSubmission(
  tender: PublicTenderRecord,
  body: SubmitBidBody,
  contractorId: number,
): Promise<Checked> {
  const errors: Record<string, string[]> = {};
  const rates = checkRates(tender.tender_material_works, body.rates);
  if (!rates.ok) Object.assign(errors, rates.errors);
  const loaded = await getAccountProfile(contractorId);
  body.technical.profile_rows.forEach((row, index) => {
    const rows = loaded?.lists[row.list] ?? [];
    if (!rows.some((stored) => stored.id === row.id)) errors[`technical.profile_rows.${index}.id`] = [m.profileRow];
  });
  const claims: DocumentClaim[] = body.technical.documents.map((document, index) => ({
    field: `technical.documents.${index}.upload_id`,
    name: document.name,
    uploadId: document.upload_id,
  }));
  if (body.payment.emd_exempt) {
    if (!tender.emd_exemption_allowed) errors['payment.emd_exempt'] = [m.exemptionNotAllowed];
    const certificate = body.payment.exemption_certificate_upload_id;
    if (!certificate) errors['payment.exemption_certificate_upload_id'] = [m.exemptionCertificate];
    else
      claims.push({
        field: 'payment.exemption_certificate_upload_id',
        name: EXEMPTION_CERTIFICATE,
        uploadId: certificate,
      });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (!rates.ok) throw new Error('unreachable');
  return { rated: rates.items, totalPaise: rates.totalPaise, claims };
}

type WriteInput = {
  tender: PublicTenderRecord;
  caller: Caller;
  current: BidRecord | undefined;
  reference: string;
  seal: SubmissionSeal;
  receipt: SignedReceipt;
  documents: readonly ReadDocument[];
  request: { requestId: string; bodyHash: string };
  answerParts: { salt: string; totalPaise: bigint };
  now: Date;
};

type Written = { answer: SubmitBidAnswer; superseded: BidRecord | undefined } | { repeat: SubmitBidAnswer };

/** The bid after this submission, from the bid as it is now. */
function nextBid(input: WriteInput, current: BidRecord | undefined): BidRecord {
  const at = input.now.toISOString();
  return {
    tender_id: input.tender.id,
    contractor_id: input.caller.userId,
    bid_reference: input.reference,
    state: isSubmitted(current) ? 'revised' : 'submitted',
    submission: (current?.submission ?? 0) + 1,
    started_at: current?.started_at ?? at,
    submitted_at: at,
    withdrawn_at: null,
    updated_at: at,
    receipt: input.receipt,
    sealed: {
      key_arn: input.seal.sealingKey,
      submission_uid: input.seal.submissionUid,
      technical: input.seal.technical,
      financial: input.seal.financial,
    },
  };
}

function answerOf(input: WriteInput, bid: BidRecord): SubmitBidAnswer {
  return {
    error: false,
    message: bid.state === 'revised' ? m.revised : m.submitted,
    data: {
      bid_id: bid.bid_reference,
      state: bid.state,
      submission: bid.submission,
      receipt: input.receipt,
      digest_inputs: {
        salt: input.answerParts.salt,
        documents: input.documents.map((document) => ({
          name: document.name,
          sha256: document.sha256,
          size: document.bytes.length,
        })),
      },
      total_paise: input.answerParts.totalPaise.toString(),
    },
  };
}

async function writeSubmission(input: WriteInput): Promise<Written> {
  let current = input.current;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    if (attempt > 0) current = await getBid(input.tender.id, input.caller.userId);
    // A bid's reference never changes; one that did (the bid erased and begun again meanwhile)
    // would not match what was sealed and signed.
    if (current && current.bid_reference !== input.reference) break;
    const next = nextBid(input, current);
    const answer = answerOf(input, next);
    const record: BidRequestRecord = {
      contractor_id: input.caller.userId,
      tender_id: input.tender.id,
      body_hash: input.request.bodyHash,
      sealed_answer: sealAnswer(input.request.requestId, answer),
    };
    try {
      await writeBidChange({
        bid: next,
        expectedSubmission: current ? current.submission : null,
        expectedState: current?.state ?? null,
        // A bid waiting for re-confirmation stopped counting at the corrigendum: this one counts again.
        countChange: current !== undefined && countsNow(current) ? 0 : 1,
        request: { requestKey: requestKeyOf(input.request.requestId), record, now: input.now },
        uploads: {
          ids: input.documents.map((document) => document.uploadId),
          accountId: input.caller.userId,
          at: input.now,
        },
      });
      return { answer, superseded: current };
    } catch (error) {
      if (!(error instanceof BidWriteConflictError)) {
        await discardSealedObjects(sealedObjectsOf(nextBid(input, current).sealed));
        throw error;
      }
      if (error.conflict === 'bid-changed') continue;
      await discardSealedObjects(sealedObjectsOf(next.sealed));
      if (error.conflict === 'request-used') {
        const repeat = await repeatedAnswer(input.caller.userId, input.request.requestId, input.request.bodyHash);
        if (repeat) return { repeat };
      }
      if (error.conflict === 'upload-used') throw new ValidationError({ 'technical.documents': [um.unavailable] });
      const refusal = windowRefusal(input.tender, new Date());
      throw new ConflictError(refusal?.message ?? m.notOpen);
    }
  }
  await discardSealedObjects(sealedObjectsOf(nextBid(input, current).sealed));
  throw new ConflictError();
}
