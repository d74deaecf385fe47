import { beforeAll, describe, expect, it } from 'vitest';
import { tenderDateMessages, tenderFieldMessages } from '@tender/shared/admin-messages';
import type { AdminTenderListAnswer } from '@tender/shared/schemas/tenders-admin';
import type { OrganizationSearchAnswer } from '@tender/shared/schemas/tenders-organization';
import { createAccount } from '../support/accounts';
import { registerOrganization } from '../support/registered-account';
import { call } from '../support/api-call';
import { inDays, tenderForm, tokenOf, uniqueProject } from './admin-support';
import { adminTenderActions, publicList } from './admin-tenders-support';

// Tenders: create a draft with the whole detail and each date rule; shared setup in
// admin-tenders-support.ts.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const { create, draft, publish } = adminTenderActions(() => admin);

describe('admin tenders: create and the date rules', () => {
  it('saves the whole detail as a draft with a readable tender id that the public never sees', async () => {
    const tender = await draft();
    expect(tender.status).toBe('draft');
    expect(tender.tender_uid).toMatch(/^PPC\/\d{4}\/\d{4,}$/);
    expect(tender.published_date).toBeNull();
    expect(tender.version).toBe(1);
    expect(tender.tender_category_name).toBe('Works');
    expect(tender.material_work_type_name).toBe('RCC Work');
    // Work items grouped by work type, in the order the types first appear.
    expect(tender.work_item_groups.map((group) => [group.material_work_type_name, group.items.length])).toEqual([
      ['RCC Work', 2],
      ['Earth Work', 1],
    ]);
    expect(tender.tender_material_works.map((item) => item.material_work_type_id)).toEqual([2, 2, 1]);
    expect(tender.bid_submission_end_date).toBe(inDays(30, 17));

    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([]);
    expect((await call('GET', `/tenders/get_tender_info/${tender.id}`)).status).toBe(404);
    const drafts = await call<AdminTenderListAnswer>(
      'GET',
      `/admin/tenders?status=draft&q=${encodeURIComponent(tender.project_name.toLowerCase())}`,
      { token: admin },
    );
    expect(drafts.body.data.map((row) => row.id)).toEqual([tender.id]);
    expect(drafts.body.data[0]?.status).toBe('draft');
  });

  it('gives each new tender the next id of the year', async () => {
    const first = await draft();
    const second = await draft();
    const serial = (uid: string) => Number(uid.split('/')[2]);
    expect(second.tender_uid.split('/')[1]).toBe(first.tender_uid.split('/')[1]);
    expect(serial(second.tender_uid)).toBeGreaterThan(serial(first.tender_uid));
  });

  it.each([
    [
      'document download ends before it starts',
      { document_download_sale_start_date: inDays(5, 10), document_download_sale_end_date: inDays(4, 10) },
      'document_download_sale_end_date',
      tenderDateMessages.downloadEndBeforeStart,
    ],
    [
      'clarification ends before it starts',
      { clarification_start_date: inDays(6, 10), clarification_end_date: inDays(6, 9) },
      'clarification_end_date',
      tenderDateMessages.clarificationEndBeforeStart,
    ],
    [
      'bid submission ends when it starts',
      { bid_submission_start_date: inDays(20, 10), bid_submission_end_date: inDays(20, 10) },
      'bid_submission_end_date',
      tenderDateMessages.bidEndNotAfterStart,
    ],
    [
      'bids are opened before submission ends',
      { bid_opening_date: inDays(30, 16) },
      'bid_opening_date',
      tenderDateMessages.openingBeforeBidEnd,
    ],
    [
      'the pre-bid meeting is when submission ends',
      { pre_bid_meeting_date: inDays(30, 17) },
      'pre_bid_meeting_date',
      tenderDateMessages.preBidNotBeforeBidEnd,
    ],
  ])('refuses a tender whose %s, naming the field', async (_, dates, field, message) => {
    const project = uniqueProject();
    const { status, body } = await create(tenderForm({ ...dates, project_name: project }));
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual([message]);
    const stored = await call<AdminTenderListAnswer>(
      'GET',
      `/admin/tenders?status=draft&q=${encodeURIComponent(project)}`,
      {
        token: admin,
      },
    );
    expect(stored.body.data).toEqual([]);
  });

  it('refuses to publish a draft whose document download started before today (published <= download start)', async () => {
    const tender = await draft({
      document_download_sale_start_date: inDays(-2, 10),
      clarification_start_date: inDays(-2, 10),
    });
    const { status, body } = await publish(tender.id);
    expect(status).toBe(400);
    expect(body.errors?.document_download_sale_start_date).toEqual([tenderDateMessages.downloadBeforePublished]);
    expect((await call('GET', `/tenders/get_tender_info/${tender.id}`)).status).toBe(404);
  });

  it('refuses unknown lookups and bad fields with their messages', async () => {
    const { status, body } = await create(
      tenderForm({
        tender_category_id: 999_999,
        pin_code: '4110',
        remarks: '9-1',
        tender_material_works: [],
        bid_submission_end_date: '2026-02-30T10:00',
      }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ['bid_submission_end_date', 'pin_code', 'remarks', 'tender_material_works'].sort(),
    );
    const unknown = await create(tenderForm({ tender_category_id: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.tender_category_id).toEqual([
      'This choice is not in the list any more. Please choose another.',
    ]);
  });
});

describe('admin tenders: the owning organisation', () => {
  it('stores the organisation picked, its name shown as the tender’s organisation', async () => {
    const organization = await createAccount({ role: 'Organization' });
    const tender = await draft({ organization_id: organization.id });
    expect(tender.organization_id).toBe(organization.id);
    // An organisation without a company profile is shown by its account name.
    expect(tender.organization_name).toBe(organization.name);
  });

  it('refuses a tender without an organisation, or with an account that is not an organisation, naming the field', async () => {
    const missing = await create(tenderForm({ organization_id: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.organization_id).toEqual([tenderFieldMessages.organization_id]);
    const contractor = await createAccount({ role: 'Contractor' });
    const notOrganization = await create(tenderForm({ organization_id: contractor.id }));
    expect(notOrganization.status).toBe(400);
    expect(notOrganization.body.errors?.organization_id).toEqual([tenderFieldMessages.organizationUnknown]);
    const unknown = await create(tenderForm({ organization_id: 999_999_999 }));
    expect(unknown.body.errors?.organization_id).toEqual([tenderFieldMessages.organizationUnknown]);
  });

  it('finds registered organisations by company name or email for the picker', async () => {
    const search = (q: string) =>
      call<OrganizationSearchAnswer>('GET', `/admin/organizations?q=${encodeURIComponent(q)}&limit=5`, {
        token: admin,
      });
    // Every test buyer is called PMHS Ltd (newest first, so the demo buyer may lie past the first
    // five): the name finds only PMHS companies; an organisation's own address finds it.
    const byName = await search('PMHS');
    expect(byName.status).toBe(200);
    expect(byName.body.data.length).toBeGreaterThan(0);
    for (const found of byName.body.data) expect(found.company_name).toMatch(/PMHS/i);
    const own = await registerOrganization('picker-buyer');
    const byEmail = await search(own.email);
    expect(byEmail.body.data).toContainEqual({ id: own.id, company_name: 'PMHS Ltd', email: own.email });
    const contractor = await tokenOf('Contractor');
    expect((await call('GET', '/admin/organizations?q=PMHS', { token: contractor })).status).toBe(403);
  });
});
