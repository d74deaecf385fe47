// Helpers of the admin API tests (test/api/admin-*.test.ts): tokens by role, a valid tender form,
// a real uploaded PDF.
import type { UserRole } from '@tender/shared/constants';
import type { UploadTicket } from '@tender/shared/schemas/uploads';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { call } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';
import { postToTicket, samplePdf } from '../support/uploads';

/** The Organization account the tender forms of this file belong to (made with the file's first Admin token). */
let formOrganizationId: number | undefined;

/** A session token of a new verified account of this role (an Admin's name is 'Test Person'). */
export async function tokenOf(role: UserRole): Promise<string> {
  if (role === 'Admin' && formOrganizationId === undefined) {
    formOrganizationId = (await createAccount({ role: 'Organization' })).id;
  }
  return loginToken(await createAccount({ role }));
}

/** An India-time date `days` from now at `hour`:`minute`, as tenders store dates. */
export function inDays(days: number, hour = 10, minute = 0): string {
  const day = formatIst(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:30`;
}

/** A project name no other test uses, so lists can be searched for it. */
export const uniqueProject = (prefix = 'Admin test') => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

/** A complete, valid tender form whose dates all lie ahead (seed lookups: category 1 Works, work types 1 and 2). */
export function tenderForm(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    project_name: uniqueProject(),
    tender_reference_number: 'PPC/CIV/26-27/901',
    tender_type_name: 'Open',
    form_contract_name: 'Item Rate',
    tender_category_id: 1,
    material_work_type_id: 2,
    organization_id: formOrganizationId,
    location: 'Baner, Pune',
    pin_code: '411045',
    remarks: '50000000-100000000',
    allow_two_stage_bidding: false,
    general_technical_evaluation: true,
    item_wise_evaluation_allowed: false,
    pre_qualification: 'Three similar works of Rs. 5 crore in the last seven years.',
    bid_validity_days: 90,
    period_of_works: '18 months',
    tender_fee: 5900,
    is_paid: true,
    emd_exemption_allowed: false,
    emd_amount: 750000,
    emd_fee_type_name: 'Percentage',
    emd_percentage: 1,
    pre_bid_meeting_place_name: 'Site office, Baner',
    pre_bid_opening_place: 'PPC Conference Room, Shivajinagar',
    document_download_sale_start_date: inDays(1, 10),
    document_download_sale_end_date: inDays(29, 17),
    clarification_start_date: inDays(1, 10),
    clarification_end_date: inDays(10, 17),
    pre_bid_meeting_date: inDays(8, 11),
    bid_submission_start_date: inDays(12, 10),
    bid_submission_end_date: inDays(30, 17),
    bid_opening_date: inDays(31, 11),
    authorized_name: 'Ms. Test Authority, Head of Contracts',
    authorized_address: 'Plot 1, Baner Road, Pune 411045',
    tender_material_works: [
      { material_work_type_id: 2, item_description: 'M25 RMC in footings', quantity: 2400, unit: 'cum' },
      { material_work_type_id: 1, item_description: 'Excavation up to 3 m', quantity: 6500, unit: 'cum' },
      { material_work_type_id: 2, item_description: 'Fe 500D reinforcement', quantity: 620, unit: 'MT' },
    ],
    tender_documents: [],
    ...changes,
  };
}

/** A real PDF uploaded through POST /uploads (purpose tender_document) with an Admin's token. */
export async function uploadedPdf(
  token: string,
  text = 'Notice Inviting Tender',
): Promise<{ key: string; file_name: string }> {
  const pdf = await samplePdf(text);
  const { status, body } = await call<UploadTicket>('POST', '/uploads', {
    token,
    body: { purpose: 'tender_document', file_name: 'nit.pdf', content_type: 'application/pdf', size: pdf.length },
  });
  if (status !== 201) throw new Error(`POST /uploads answered ${status}`);
  const stored = await postToTicket(body.data, pdf, 'nit.pdf', 'application/pdf');
  if (stored.status >= 300) throw new Error(`upload answered ${stored.status}`);
  return { key: body.data.key, file_name: 'nit.pdf' };
}
