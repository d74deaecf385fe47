import { beforeAll, describe, expect, it } from 'vitest';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { evaluationMessages as e, openingMessages as om } from '@tender/shared/opening-messages';
import type { MyBidsAnswer } from '@tender/shared/schemas/bid-submission';
import type { RepresentationAnswer } from '@tender/shared/schemas/opening';
import { uploadMessages as um } from '@tender/shared/upload-rules';
import { tenderBids } from '../../functions/data/bids-repository';
import { getUploads } from '../../functions/data/uploads-repository';
import {
  representationAnswerSubject,
  representationMailSubject,
} from '../../functions/domain/evaluation/evaluation-mails';
import { financialOpeningWait } from '../../functions/domain/market/financial-gate';
import { technicalResult } from '../../functions/domain/market/bid-states';
import { latestMail } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { contractor } from '../support/bidding';
import { samplePdf, uploadFile } from '../support/uploads';
import {
  account,
  evaluate,
  evaluationStage,
  notQualified,
  setRepresentationUntil,
  storedBid,
  type EvaluationStage,
  type OpenedBidder,
} from './evaluation-support';

// A bidder not qualified may send one representation within the tender's window (by
// the server's clock), with an optional document; the evaluators are mailed and answer it once;
// reversed makes the bid qualified, upheld keeps it out.

type Answer = RepresentationAnswer & ErrorBody;

const represent = (bidder: { token: string }, bidId: string, body: Record<string, unknown>) =>
  call<Answer>('POST', `/bids/${bidId}/representation`, { token: bidder.token, body });

const answerIt = (token: string, id: number, body: Record<string, unknown>) =>
  call<Answer>('POST', `/representations/${id}/answer`, { token, body });

const documentLink = (token: string, id: number) => call('GET', `/representations/${id}/document/link`, { token });

const TEXT = 'We completed a second similar work in 2023; its completion certificate is attached.';
const ANSWER_TEXT = 'The certificate shows a similar work of the required value: the decision is reversed.';

/** A document uploaded by the bidder: its upload id, and its bytes to compare a download with. */
async function representationDocument(
  bidder: { token: string },
  purpose: 'representation_document' | 'bid_document' = 'representation_document',
) {
  const bytes = await samplePdf('Completion certificate');
  const ref = await uploadFile(purpose, bytes, 'certificate.pdf', 'application/pdf', { token: bidder.token });
  return { uploadId: ref.key.slice('tmp/'.length), bytes };
}

describe('representations against a decision', () => {
  let stage: EvaluationStage;
  let reversedBidder: OpenedBidder;
  let upheldBidder: OpenedBidder;
  let lateBidder: OpenedBidder;
  let qualifiedBidder: OpenedBidder;
  let sentDocument: Uint8Array | undefined;

  beforeAll(async () => {
    stage = await evaluationStage(4);
    [reversedBidder, upheldBidder, lateBidder, qualifiedBidder] = stage.bidders as [
      OpenedBidder,
      OpenedBidder,
      OpenedBidder,
      OpenedBidder,
    ];
    for (const bidder of [reversedBidder, upheldBidder, lateBidder]) {
      expect((await evaluate(stage.admin.token, bidder.bidId, notQualified)).status).toBe(200);
    }
    expect((await evaluate(stage.admin.token, qualifiedBidder.bidId, { qualified: true })).status).toBe(200);
  }, 90_000);

  it('is the bidder’s alone: another contractor or the organisation finds no such bid', async () => {
    const other = await contractor();
    expect((await represent(other, reversedBidder.bidId, { text: TEXT })).status).toBe(404);
    expect((await represent(stage.organization, reversedBidder.bidId, { text: TEXT })).status).toBe(404);
    expect((await storedBid(stage.tender.id, reversedBidder.id)).representation).toBeUndefined();
  });

  it('is refused against a qualified decision', async () => {
    const answer = await represent(qualifiedBidder, qualifiedBidder.bidId, { text: TEXT });
    expect(answer).toMatchObject({ status: 409, body: { message: e.representationNotAllowed } });
  });

  it('takes only the bidder’s own upload of its purpose as the document', async () => {
    const { uploadId: wrongPurpose } = await representationDocument(reversedBidder, 'bid_document');
    const answer = await represent(reversedBidder, reversedBidder.bidId, {
      text: TEXT,
      document_upload_id: wrongPurpose,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ document_upload_id: [um.wrongPurpose] });
    const { uploadId: othersUpload } = await representationDocument(upheldBidder);
    const stolen = await represent(reversedBidder, reversedBidder.bidId, {
      text: TEXT,
      document_upload_id: othersUpload,
    });
    expect(stolen.body.errors).toEqual({ document_upload_id: [um.unavailable] });
    const garbage = await represent(reversedBidder, reversedBidder.bidId, {
      text: TEXT,
      document_upload_id: 'x'.repeat(3000),
    });
    expect(garbage.status).toBe(400);
  });

  it('refuses NUL and a right-to-left override in the text, naming the field, and stores nothing', async () => {
    for (const bad of ['\u0000', '\u202E']) {
      const answer = await represent(reversedBidder, reversedBidder.bidId, { text: `${TEXT}${bad} more` });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ text: [e.representationUnsafe] });
    }
    expect((await storedBid(stage.tender.id, reversedBidder.id)).representation).toBeUndefined();
  });

  it('is sent within the window with its document, mailed to the evaluators, and only once', async () => {
    const { uploadId, bytes } = await representationDocument(reversedBidder);
    sentDocument = bytes;
    const sent = await represent(reversedBidder, reversedBidder.bidId, { text: TEXT, document_upload_id: uploadId });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      message: e.representationSent,
      data: { text: TEXT, document: { name: 'certificate.pdf' }, answer: null, decision: null, answered_at: null },
    });
    const stored = await storedBid(stage.tender.id, reversedBidder.id);
    expect(stored.representation?.document?.key).toMatch(new RegExp(`^files/${reversedBidder.id}/${uploadId}\\.pdf$`));
    expect((await getUploads([uploadId])).get(uploadId)?.status).toBe('used');

    const subject = representationMailSubject(stage.tender.tender_uid, reversedBidder.bidId);
    for (const evaluator of [stage.admin, stage.organization]) {
      const mail = await latestMail(evaluator.email, subject);
      expect(mail.body.text).toContain(TEXT);
    }

    const again = await represent(reversedBidder, reversedBidder.bidId, { text: TEXT });
    expect(again).toMatchObject({ status: 409, body: { message: e.representationExists } });

    const bids = await tenderBids(stage.tender.id);
    expect(financialOpeningWait(bids, new Date(), (iso) => iso)?.message ?? null).toBe(om.representationPending);

    const mine = await call<MyBidsAnswer>('GET', '/my/bids', { token: reversedBidder.token });
    expect(mine.body.data.find((bid) => bid.bid_id === reversedBidder.bidId)?.outcome).toMatchObject({
      opened: true,
      evaluation: { qualified: false },
      representation: { id: sent.body.data.id, text: TEXT, answer: null },
    });
  });

  it('its document is read by the evaluators, the organisation, an Admin and the bidder; anyone else finds none', async () => {
    const id = (await storedBid(stage.tender.id, reversedBidder.id)).representation!.id;
    const otherAdmin = await account('Admin');
    for (const reader of [stage.admin, stage.organization, otherAdmin, reversedBidder]) {
      const link = await documentLink(reader.token, id);
      expect(link.status).toBe(302);
      const file = await fetch(link.headers.get('location')!);
      expect(file.headers.get('content-disposition')).toContain('certificate.pdf');
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(sentDocument!))).toBe(true);
    }
    const [otherContractor, otherOrganisation] = await Promise.all([
      contractor(),
      contractor({ role: 'Organization' }),
    ]);
    for (const outsider of [otherContractor, otherOrganisation, upheldBidder]) {
      expect((await documentLink(outsider.token, id)).status).toBe(404);
    }
    expect((await documentLink(stage.admin.token, 999_999_999)).status).toBe(404);
  });

  it('is refused once the window has ended, naming its end by the server’s clock', async () => {
    const until = new Date(Date.now() + 1500);
    await setRepresentationUntil({ tender_id: stage.tender.id, contractor_id: lateBidder.id }, until);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until.getTime() - Date.now()) + 200));
    const answer = await represent(lateBidder, lateBidder.bidId, { text: TEXT });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: e.representationClosed(formatIstDateTimeSeconds(until.toISOString())) },
    });
    expect((await storedBid(stage.tender.id, lateBidder.id)).representation).toBeUndefined();
  });

  it('is answered by an evaluator once: reversed makes the bid qualified and the result follows', async () => {
    const id = (await storedBid(stage.tender.id, reversedBidder.id)).representation!.id;
    const outsider = await account('Admin');
    expect(await answerIt(outsider.token, id, { answer: ANSWER_TEXT, decision: 'reversed' })).toMatchObject({
      status: 403,
      body: { message: e.notEvaluator },
    });
    expect((await answerIt(reversedBidder.token, id, { answer: ANSWER_TEXT, decision: 'reversed' })).status).toBe(403);
    expect((await answerIt(stage.admin.token, 999_999_999, { answer: ANSWER_TEXT, decision: 'reversed' })).status).toBe(
      404,
    );

    for (const bad of ['\u0000', '\u202E']) {
      const unsafe = await answerIt(stage.organization.token, id, {
        answer: `${ANSWER_TEXT}${bad}`,
        decision: 'reversed',
      });
      expect(unsafe.status).toBe(400);
      expect(unsafe.body.errors).toEqual({ answer: [e.answerUnsafe] });
    }
    expect((await storedBid(stage.tender.id, reversedBidder.id)).representation?.answered_at).toBeNull();

    const answered = await answerIt(stage.organization.token, id, { answer: ANSWER_TEXT, decision: 'reversed' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      message: e.answered,
      data: { id, decision: 'reversed', answer: ANSWER_TEXT },
    });
    const again = await answerIt(stage.admin.token, id, { answer: ANSWER_TEXT, decision: 'upheld' });
    expect(again).toMatchObject({ status: 409, body: { message: e.alreadyAnswered } });

    const bid = await storedBid(stage.tender.id, reversedBidder.id);
    expect(bid.evaluation).toMatchObject({ qualified: true, reason_code: null, clause: null, note: null });
    const mail = await latestMail(
      reversedBidder.email,
      representationAnswerSubject(stage.tender.tender_uid, reversedBidder.bidId),
    );
    expect(mail.body.text).toContain(ANSWER_TEXT);

    const bids = await tenderBids(stage.tender.id);
    const result = technicalResult(bids);
    expect(result?.bids.find((line) => line.bid_id === reversedBidder.bidId)).toMatchObject({
      qualified: true,
      reason_code: null,
    });
    // The upheld bidder's window is still open: the financial opening waits for it.
    expect(financialOpeningWait(bids, new Date(), (iso) => iso)?.message ?? null).toBe(
      om.representationWindow(bids.find((b) => b.contractor_id === upheldBidder.id)!.evaluation!.representation_until!),
    );

    const mine = await call<MyBidsAnswer>('GET', '/my/bids', { token: reversedBidder.token });
    expect(mine.body.data.find((line) => line.bid_id === reversedBidder.bidId)?.outcome).toMatchObject({
      evaluation: { qualified: true, reason_code: null },
      representation: { decision: 'reversed', answer: ANSWER_TEXT },
    });
  });

  it('upheld keeps the bid not qualified', async () => {
    const sent = await represent(upheldBidder, upheldBidder.bidId, { text: TEXT });
    expect(sent.status).toBe(201);
    // Sent without a document: there is none to read.
    expect((await documentLink(stage.admin.token, sent.body.data.id)).status).toBe(404);
    const answered = await answerIt(stage.admin.token, sent.body.data.id, { answer: ANSWER_TEXT, decision: 'upheld' });
    expect(answered.status).toBe(200);
    expect((await storedBid(stage.tender.id, upheldBidder.id)).evaluation).toMatchObject({
      qualified: false,
      reason_code: 'experience',
    });
  });
});
