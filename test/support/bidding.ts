import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import type { ProfileList, ProfileStatus } from '../../functions/data/profiles-repository';
import { putMissingProfile } from '../../functions/data/registration-repository';
import { putTender, type TenderRecord } from '../../functions/data/tenders-repository';
import { writeTransaction } from '../../functions/data/transactions';
import { sealingKeyPutItem } from '../../functions/data/sealing-keys-repository';
import { newSealingKey } from '../../functions/domain/market/sealing-key';
import { createAccount, loginToken, type TestAccount } from './accounts';
import { call, type ErrorBody } from './api-call';
import { sampleTenderRecord } from './tender-records';
import { uploadFile } from './uploads';

// Bidders and tenders for the bid tests: a contractor the consultancy approved (or not), a tender
// open for bids around now with its own sealing key made the way publishing makes it.

export const at = (seconds: number) => formatIst(new Date(Date.now() + seconds * 1000));

export type Bidder = TestAccount & { token: string };

const WORKS: ProfileList = {
  name: 'completed_works',
  rows: [{ id: 1, name_of_work: 'Ring road flyover', value_of_work: '120000000' }],
};

export async function contractor(
  options: { status?: ProfileStatus; feePaid?: boolean; verified?: boolean; role?: 'Contractor' | 'Organization' } = {},
): Promise<Bidder> {
  const account = await createAccount({ role: options.role ?? 'Contractor', verified: options.verified ?? true });
  await putMissingProfile(
    account.id,
    {
      kind: options.role === 'Organization' ? 'organization' : 'contractor',
      status: options.status ?? 'approved',
      grade: 'C',
      is_quick_register: false,
      payment: options.feePaid === false ? null : { order_id: `order_${account.id}`, payment_id: `pay_${account.id}` },
      basic: { company_name: `Bidder ${account.id} Infra` },
      bank_details: null,
      documents: [],
    },
    [WORKS],
    new Date(),
  );
  return { ...account, token: await loginToken(account) };
}

/** A published tender with three work items, open from `opensIn` to `closesIn` seconds from now, sealed for bids. */
export async function openTender(
  options: { opensIn?: number; closesIn?: number; changes?: Partial<TenderRecord> } = {},
): Promise<TenderRecord> {
  const record = sampleTenderRecord(randomInt(700_000_000, 799_999_999), {
    bid_submission_start_date: at(options.opensIn ?? -3600),
    bid_submission_end_date: at(options.closesIn ?? 3600),
    bid_opening_date: at((options.closesIn ?? 3600) + 3600),
    is_paid: false,
    tender_fee: 0,
    emd_amount: 0,
    tender_material_works: [
      {
        id: 1,
        material_work_type_id: 2,
        material_work_type_name: 'RCC Work',
        item_description: 'M25 concrete',
        quantity: 120.5,
        unit: 'cum',
      },
      {
        id: 2,
        material_work_type_id: 2,
        material_work_type_name: 'RCC Work',
        item_description: 'Fe500 steel',
        quantity: 14.25,
        unit: 'MT',
      },
      {
        id: 3,
        material_work_type_id: 2,
        material_work_type_name: 'RCC Work',
        item_description: 'Shuttering',
        quantity: 900,
        unit: 'sqm',
      },
    ],
    ...options.changes,
  });
  await putTender(record);
  const key = await newSealingKey(record, new Date());
  await writeTransaction([sealingKeyPutItem(key.record)]);
  return record;
}

/** Rates that appear nowhere else (ten digits in paise): a search of the raw table or bucket for them finds only a leak. */
export function distinctiveRates(): { work_item_id: number; rate: number }[] {
  return [1, 2, 3].map((id) => ({ work_item_id: id, rate: randomInt(1_000_000_000, 9_999_999_999) / 100 }));
}

export async function bidDocument(bidder: Bidder, bytes: Uint8Array, fileName = 'experience.pdf'): Promise<string> {
  const ref = await uploadFile('bid_document', bytes, fileName, 'application/pdf', { token: bidder.token });
  return ref.key.slice('tmp/'.length);
}

export function bidBody(
  rates: { work_item_id: number; rate: number }[],
  documents: { name: string; upload_id: string }[] = [],
  changes: Record<string, unknown> = {},
) {
  return {
    request_id: randomUUID(),
    technical: { profile_rows: [{ list: 'completed_works', id: 1 }], documents },
    rates,
    payment: { emd_exempt: false },
    ...changes,
  };
}

export const submit = (tenderId: number, bidder: Bidder, body: unknown) =>
  call<SubmitBidAnswer & ErrorBody>('POST', `/tenders/${tenderId}/bids`, { token: bidder.token, body });

/** A PDF (by its first bytes) whose body is random: any 64 bytes of it found anywhere are this document. */
export function uniqueDocument(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%'), randomBytes(64 * 1024), Buffer.from('\n%%EOF\n')]);
}
