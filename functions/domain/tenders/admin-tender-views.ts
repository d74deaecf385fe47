import type { AdminTenderDetail, AdminTenderListItem, WorkItemGroup } from '@tender/shared/schemas/tenders-admin';
import type { TenderRecord, TenderSummaryRecord } from '../../data/tenders-repository';
import { documentDownloadPath, toListItem } from '../market/tender-views';

// How the admin area shows a tender: everything the public sees, plus its state and links.

export function toAdminListItem(record: TenderSummaryRecord): AdminTenderListItem {
  return toListItem(record);
}

/** Work items by work type, in the order the types first appear. */
export function workItemGroups(record: Pick<TenderRecord, 'tender_material_works'>): WorkItemGroup[] {
  const groups = new Map<number, WorkItemGroup>();
  for (const item of record.tender_material_works) {
    const group = groups.get(item.material_work_type_id) ?? {
      material_work_type_id: item.material_work_type_id,
      material_work_type_name: item.material_work_type_name,
      items: [],
    };
    group.items.push(item);
    groups.set(item.material_work_type_id, group);
  }
  return [...groups.values()];
}

const link = (id: number | null | undefined, uid: string | null | undefined) =>
  typeof id === 'number' ? { id, tender_uid: uid ?? '' } : null;

export function toAdminDetail(record: TenderRecord): AdminTenderDetail {
  return {
    ...toAdminListItem(record),
    tender_reference_number: record.tender_reference_number,
    tender_type_name: record.tender_type_name,
    form_contract_name: record.form_contract_name,
    allow_two_stage_bidding: record.allow_two_stage_bidding,
    general_technical_evaluation: record.general_technical_evaluation,
    item_wise_evaluation_allowed: record.item_wise_evaluation_allowed,
    pre_qualification: record.pre_qualification,
    bid_validity_days: record.bid_validity_days,
    period_of_works: record.period_of_works,
    tender_fee: record.tender_fee,
    is_paid: record.is_paid,
    emd_exemption_allowed: record.emd_exemption_allowed,
    emd_amount: record.emd_amount,
    emd_fee_type_name: record.emd_fee_type_name,
    emd_percentage: record.emd_percentage,
    pin_code: record.pin_code,
    pre_bid_meeting_place_name: record.pre_bid_meeting_place_name,
    pre_bid_opening_place: record.pre_bid_opening_place,
    pre_bid_meeting_date: record.pre_bid_meeting_date,
    published_date: record.published_date ?? null,
    bid_opening_date: record.bid_opening_date,
    document_download_sale_start_date: record.document_download_sale_start_date,
    document_download_sale_end_date: record.document_download_sale_end_date,
    clarification_start_date: record.clarification_start_date,
    clarification_end_date: record.clarification_end_date,
    authorized_name: record.authorized_name,
    authorized_address: record.authorized_address,
    tender_documents: record.tender_documents.map((document) => ({
      id: document.id,
      document_name: document.document_name,
      description: document.description,
      storage: document.storage,
      download_url: documentDownloadPath(record.id, document.id),
    })),
    tender_material_works: record.tender_material_works,
    work_item_groups: workItemGroups(record),
    retender_of: link(record.retender_of, record.retender_of_uid),
    retendered_as: link(record.retendered_as, record.retendered_as_uid),
    cancel_reason: record.cancel_reason ?? null,
    cancelled_at: record.cancelled_at ?? null,
    organization_id: record.organization_id ?? null,
    return_remark: record.return_remark ?? null,
    returned_at: record.returned_at ?? null,
    submitted_at: record.submitted_at ?? null,
    created_at: record.created_at ?? null,
    updated_at: record.updated_at ?? null,
    version: record.version ?? 0,
    openers: record.openers ?? null,
    evaluators: record.evaluators ?? null,
    representation_days: record.representation_days ?? null,
    award: record.award ?? null,
    awarded_to: record.awarded_to ?? null,
  };
}
