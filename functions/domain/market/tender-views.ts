import { API_BASE_PATH } from '../../contracts/base-path';
import { TenderDetail, type TenderListItem, type TenderStatus } from '@tender/shared/schemas/tender';
import type { PublicTenderRecord, TenderAdminFields, TenderSummaryRecord } from '../../data/tenders-repository';
import { bidWindowEnded } from './tender-access';

/** The card fields SPEC.md §3 names; work_type_name is the material work type's name (any state, for the admin's lists too). */
export function toListItem<S extends string = TenderStatus>(
  record: TenderSummaryRecord & { status: S },
): Omit<TenderListItem, 'status'> & { status: S } {
  return {
    id: record.id,
    tender_uid: record.tender_uid,
    project_name: record.project_name,
    work_type_name: record.material_work_type_name,
    material_work_type_name: record.material_work_type_name,
    material_work_type_id: record.material_work_type_id,
    tender_category_name: record.tender_category_name,
    tender_category_id: record.tender_category_id,
    bid_submission_start_date: record.bid_submission_start_date,
    bid_submission_end_date: record.bid_submission_end_date,
    remarks: record.remarks,
    organization_name: record.organization_name,
    location: record.location,
    status: record.status,
  };
}

export function documentDownloadPath(tenderId: number, documentId: number): string {
  return `${API_BASE_PATH}/tenders/${tenderId}/documents/${documentId}/download`;
}

/** The fields of the public detail: what the admin area keeps beside them never leaves here. */
const PUBLIC_DETAIL_FIELDS = new Set(Object.keys(TenderDetail.shape));

/**
 * The status the public sees: an active tender whose bid submission has ended is closed from that
 * moment, by the server's clock, whether or not the close-tenders job has moved it yet.
 */
export function publicStatus(record: Pick<PublicTenderRecord, 'status' | 'bid_submission_end_date'>, now: Date) {
  return record.status === 'active' && bidWindowEnded(record, now) ? 'closed' : record.status;
}

export function toDetail(record: PublicTenderRecord, now: Date): TenderDetail {
  // A plain loop: every uncached detail request runs this (no entry pairs built and thrown away).
  const published: Record<string, unknown> = {};
  for (const field of Object.keys(record)) {
    if (PUBLIC_DETAIL_FIELDS.has(field)) published[field] = record[field as keyof PublicTenderRecord];
  }
  return {
    ...(published as Omit<PublicTenderRecord, keyof TenderAdminFields>),
    status: publicStatus(record, now),
    organization_id: record.organization_id,
    work_type_name: record.material_work_type_name,
    tender_documents: record.tender_documents.map((document) => ({
      ...document,
      download_url: documentDownloadPath(record.id, document.id),
    })),
  };
}
