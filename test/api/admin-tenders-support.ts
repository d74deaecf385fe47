// Shared by the admin-tenders-*.test.ts files: an Admin's tender requests, and what the public
// lists show.
import { expect } from 'vitest';
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { call, type ErrorBody } from '../support/api-call';
import { tenderForm } from './admin-support';

/** Create, draft, publish and cancel with the token the calling file's Admin got (read when they run). */
export function adminTenderActions(adminOf: () => string) {
  const create = (form: Record<string, unknown>) =>
    call<AdminTenderChanged & ErrorBody>('POST', '/admin/tenders', { token: adminOf(), body: form });

  async function draft(changes: Record<string, unknown> = {}) {
    const { status, body } = await create(tenderForm(changes));
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data;
  }

  const publish = (id: number) =>
    call<AdminTenderChanged & ErrorBody>('POST', `/admin/tenders/${id}/publish`, { token: adminOf() });
  const cancel = (id: number, reason?: string) =>
    call<AdminTenderChanged & ErrorBody>('POST', `/admin/tenders/${id}/cancel`, {
      token: adminOf(),
      body: reason === undefined ? {} : { reason },
    });

  return { create, draft, publish, cancel };
}

/** The uids a public list shows for this tender id filter. */
export async function publicList(
  list: 'active_tenders' | 'closed_tenders' | 'cancelled_tenders' | 're_tenders',
  uid: string,
) {
  const { status, body } = await call<TenderListAnswer>('GET', `/tenders/${list}?tender_id=${encodeURIComponent(uid)}`);
  expect(status).toBe(200);
  return body.data.map((tender) => tender.tender_uid);
}

/**
 * A tender form's dates for a tender taking bids (and questions) from two seconds from now until
 * `seconds` from now, opening `openingInSeconds` from now (a day by default; the opening tests open
 * at the bid end): what the close, bid and opening tests publish.
 */
export function windowEndingIn(seconds: number, openingInSeconds = 86_400) {
  const at = (offset: number) => formatIst(new Date(Date.now() + offset * 1000));
  const start = at(2);
  const end = at(seconds);
  return {
    document_download_sale_start_date: start,
    document_download_sale_end_date: end,
    clarification_start_date: start,
    clarification_end_date: end,
    pre_bid_meeting_date: start,
    bid_submission_start_date: start,
    bid_submission_end_date: end,
    bid_opening_date: openingInSeconds === seconds ? end : at(openingInSeconds),
  };
}
