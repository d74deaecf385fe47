// Shared by the bids*.e2e.ts files: an approved contractor made the way people are made
// (registration, the mailed password, the consultancy's approval), and a published tender whose
// bid window opens in two seconds and ends soon, with no fee and no EMD (the payment has its own test).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BidReceipt, SubmitBidAnswer, SubmitBidBody } from '@tender/shared/schemas/bid-submission';
import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import { tenderForm, tokenOf } from '../api/admin-support';
import { adminTenderActions, windowEndingIn } from '../api/admin-tenders-support';
import { call } from '../support/api-call';
import { registerContractor, type RegisteredAccount } from '../support/registered-account';

let adminToken: string | undefined;
const admin = async () => (adminToken ??= await tokenOf('Admin'));

/** A registered contractor the consultancy has approved (so it may bid). */
export async function approvedContractor(prefix: string): Promise<RegisteredAccount> {
  const contractor = await registerContractor(prefix);
  const token = await admin();
  const { status, body } = await call('POST', `/admin/registrants/${contractor.id}/review`, {
    token,
    body: { decision: 'approve', remark: 'Documents checked' },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return contractor;
}

export const BID_WORK_ITEMS = [
  { material_work_type_id: 2, item_description: 'M25 RMC in footings', quantity: 2400, unit: 'cum' },
  { material_work_type_id: 1, item_description: 'Excavation up to 3 m', quantity: 6500.25, unit: 'cum' },
  { material_work_type_id: 2, item_description: 'Fe 500D reinforcement', quantity: 620.5, unit: 'MT' },
];

/** A published tender taking bids from two seconds from now until `seconds` from now. */
export async function tenderOpenFor(
  seconds: number,
): Promise<{ id: number; project_name: string; bid_submission_end_date: string }> {
  const token = await admin();
  const { draft, publish } = adminTenderActions(() => token);
  const window = windowEndingIn(seconds);
  const tender = await draft(
    tenderForm({
      ...window,
      is_paid: false,
      tender_fee: 0,
      emd_amount: 0,
      emd_percentage: 0,
      tender_material_works: BID_WORK_ITEMS,
    }),
  );
  const published = await publish(tender.id);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, Date.parse(window.bid_submission_start_date) - Date.now()) + 500),
  );
  return {
    id: tender.id,
    project_name: String(tender.project_name),
    bid_submission_end_date: window.bid_submission_end_date,
  };
}

/** The bytes of a download the page offers when `click` runs. */
export async function downloadedBytes(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The text of a download the page offers when `click` runs. */
export async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  return (await downloadedBytes(page, click)).toString('utf8');
}

/** Starts and submits a bid through the API (rates only), answering its receipt. */
export async function submitBidThroughApi(token: string, tenderId: number): Promise<BidReceipt> {
  const started = await call('POST', `/tenders/${tenderId}/bids/start`, { token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const info = await call<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tenderId}`);
  const body: SubmitBidBody = {
    request_id: randomUUID(),
    technical: { profile_rows: [], documents: [] },
    rates: info.body.data.tender_material_works.map((item, index) => ({ work_item_id: item.id, rate: 100 + index })),
    payment: { emd_exempt: false },
  };
  const { status, body: answer } = await call<SubmitBidAnswer>('POST', `/tenders/${tenderId}/bids`, { token, body });
  expect(status, JSON.stringify(answer)).toBe(201);
  return answer.data.receipt;
}

/** Waits past `instant` (ISO) and runs the close job as its schedule would (the test stack runs none). */
export async function closeAfter(instant: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(instant) - Date.now()) + 500));
  const { handler } = await import('../../functions/handlers/jobs/close-tenders');
  await handler();
}
