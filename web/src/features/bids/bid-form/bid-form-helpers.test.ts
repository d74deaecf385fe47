import type { SubmitBidBody } from '@tender/shared/schemas/bid-submission';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, keepsDraftFor, loadDraft, saveDraft, withSheetRates, type BidDraft } from './bid-draft';
import { placeBidErrors } from './bid-errors';
import { requestIdFor, submitBody, uploadIdOf } from './submit-body';

const UUID = '0b6e3c9e-7f3a-4c1e-9d2b-5a4f3e2d1c0b';
const draft: BidDraft = {
  ...EMPTY_DRAFT,
  rates: { '7': '10' },
  profileRows: ['completed_works:3', 'turnovers:9'],
  documents: [
    { rowId: 'a', name: ' Experience ', upload: { key: `tmp/${UUID}`, file_name: 'exp.pdf' } },
    { rowId: 'b', name: 'Empty row', upload: null },
  ],
  emdExempt: true,
  exemptionCertificate: { key: `tmp/${UUID}`, file_name: 'msme.pdf' },
};

describe('the submission body', () => {
  it('names profile rows, uploads by id and the exemption only where the tender allows it', () => {
    const body = submitBody(draft, [{ work_item_id: 7, rate: 10 }], UUID, true);
    expect(body).toEqual({
      request_id: UUID,
      technical: {
        profile_rows: [
          { list: 'completed_works', id: 3 },
          { list: 'turnovers', id: 9 },
        ],
        documents: [{ name: 'Experience', upload_id: UUID }],
      },
      rates: [{ work_item_id: 7, rate: 10 }],
      payment: { emd_exempt: true, exemption_certificate_upload_id: UUID },
    });
    expect(submitBody(draft, [], UUID, false).payment).toEqual({ emd_exempt: false });
    expect(uploadIdOf(`tmp/${UUID}`)).toBe(UUID);
  });

  it('keeps the request id for the same body (a network retry) and makes a new one for a changed body', () => {
    const { request_id: _a, ...one } = submitBody(draft, [{ work_item_id: 7, rate: 10 }], UUID, true);
    const { request_id: _b, ...other } = submitBody(draft, [{ work_item_id: 7, rate: 11 }], UUID, true);
    const first = requestIdFor(one, null);
    expect(requestIdFor(one, first).requestId).toBe(first.requestId);
    expect(requestIdFor(other, first).requestId).not.toBe(first.requestId);
  });
});

describe('a refusal’s errors', () => {
  const body: SubmitBidBody = submitBody(
    draft,
    [
      { work_item_id: 7, rate: 10 },
      { work_item_id: 8, rate: 20 },
    ],
    UUID,
    true,
  );

  it('go to the rate row, the document, the technical cover, the EMD section or the alert', () => {
    expect(
      placeBidErrors(
        {
          'rates[1].rate': 'bad rate',
          'rates.0.work_item_id': 'unknown item',
          'technical.documents.0.upload_id': 'upload again',
          'technical.profile_rows.1.id': 'not in profile',
          'payment.exemption_certificate_upload_id': 'attach it',
          request_id: 'reused',
        },
        body,
      ),
    ).toEqual({
      rates: { '8': 'bad rate', '7': 'unknown item' },
      documents: { 0: 'upload again' },
      profileRows: 'not in profile',
      payment: 'attach it',
      general: ['reused'],
    });
  });
});

describe('the tab’s copy of the draft', () => {
  it('survives a reload and merges rate sheet rates', () => {
    saveDraft(41, draft);
    expect(loadDraft(41)).toEqual(draft);
    expect(loadDraft(42)).toEqual(EMPTY_DRAFT);
    sessionStorage.setItem('bid-draft:43', '{not json');
    expect(loadDraft(43)).toEqual(EMPTY_DRAFT);
    expect(
      withSheetRates(draft, [
        { work_item_id: 7, rate: '12.50' },
        { work_item_id: 8, rate: '1' },
      ]).rates,
    ).toEqual({
      '7': '12.50',
      '8': '1',
    });
  });

  it('tells the entry which bid page this tab keeps a draft for (an empty or unreadable one is none)', () => {
    saveDraft(51, draft);
    saveDraft(52, EMPTY_DRAFT);
    sessionStorage.setItem('bid-draft:53', '{not json');
    expect(keepsDraftFor('/tenders/51/bid')).toBe(true);
    expect(keepsDraftFor('/tenders/52/bid')).toBe(false);
    expect(keepsDraftFor('/tenders/53/bid')).toBe(false);
    expect(keepsDraftFor('/tenders/54/bid')).toBe(false);
    expect(keepsDraftFor('/tenders/51')).toBe(false);
    expect(keepsDraftFor('/dashboard')).toBe(false);
  });
});
