import { hasReceivedBids, type TenderStatus } from '@tender/shared/schemas/tender';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { documentDownloadPath } from '../market/tender-views';
import type { OcdsAmendment, OcdsTender, OcdsTenderStatus, OcdsValue } from './ocds-types';
import { ocdsDate, period } from './release-dates';
import { CONSULTANCY } from './release-parties';
import type { ReleaseCorrigendum } from './release-source';

// The `tender` section of a release: the notice as published (work items without any rate, the
// documents by their public download links), its periods, the amendments of its corrigenda and, once
// bids were received, how many there are.

const STATUS: Record<TenderStatus, OcdsTenderStatus> = {
  active: 'active',
  // Closed for bids, under evaluation: the tender process is still going on.
  closed: 'active',
  awarded: 'complete',
  unsuccessful: 'unsuccessful',
  cancelled: 'cancelled',
  // Replaced by a new tender (its own ocid): this one ended without an award.
  retendered: 'cancelled',
};

/** Fields whose values name a person (the tender's authorised officer): never in open data. */
const PERSONAL_FIELDS = new Set(['authorized_name', 'authorized_address']);

/** The qualifier range 'low-high' in rupees, as the tender's minimum and maximum value. */
export function valuesOf(remarks: string): { value?: OcdsValue; minValue?: OcdsValue } {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(remarks);
  if (!match) return {};
  const [low, high] = [Number(match[1]), Number(match[2])].sort((a, b) => a - b) as [number, number];
  return { value: { amount: high, currency: 'INR' }, minValue: { amount: low, currency: 'INR' } };
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '(none)'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export function amendmentOf(corrigendum: ReleaseCorrigendum): OcdsAmendment {
  const changes = corrigendum.changes
    .filter((change) => !PERSONAL_FIELDS.has(change.field))
    .map((change) => `${change.label}: ${shown(change.before)} -> ${shown(change.after)}`);
  return {
    id: String(corrigendum.number),
    date: ocdsDate(corrigendum.published_at) ?? corrigendum.published_at,
    rationale: corrigendum.reason,
    description: changes.length
      ? `Corrigendum ${corrigendum.number}. ${changes.join('; ')}`
      : `Corrigendum ${corrigendum.number}.`,
  };
}

function describe(tender: PublicTenderRecord): string {
  return `${tender.material_work_type_name} works (${tender.tender_category_name}) at ${tender.location}, period of works ${tender.period_of_works}.`;
}

export function tenderSection(input: {
  tender: PublicTenderRecord;
  status: TenderStatus;
  corrigenda: readonly ReleaseCorrigendum[];
  validBids: number | null;
  siteUrl: string;
}): OcdsTender {
  const { tender, status } = input;
  const received = hasReceivedBids(status) && input.validBids !== null;
  return {
    id: tender.tender_uid,
    title: tender.project_name,
    description: describe(tender),
    status: STATUS[status],
    procuringEntity: CONSULTANCY,
    items: tender.tender_material_works.map((item) => ({
      id: String(item.id),
      description: item.item_description,
      classification: {
        scheme: 'x_ppc_work_type',
        id: String(item.material_work_type_id),
        description: item.material_work_type_name,
      },
      quantity: item.quantity,
      unit: { name: item.unit },
    })),
    ...valuesOf(tender.remarks),
    procurementMethod: 'open',
    procurementMethodDetails: tender.tender_type_name,
    mainProcurementCategory: 'works',
    submissionMethod: ['electronicSubmission'],
    tenderPeriod: period(tender.bid_submission_start_date, tender.bid_submission_end_date),
    enquiryPeriod: period(tender.clarification_start_date, tender.clarification_end_date),
    awardPeriod: period(tender.bid_opening_date, tender.award?.awarded_at),
    ...(received ? { numberOfTenderers: input.validBids! } : {}),
    documents: tender.tender_documents.map((document) => ({
      id: String(document.id),
      documentType: 'biddingDocuments',
      title: document.document_name,
      description: document.description,
      url: new URL(documentDownloadPath(tender.id, document.id), input.siteUrl).toString(),
    })),
    ...(input.corrigenda.length ? { amendments: input.corrigenda.map(amendmentOf) } : {}),
  };
}
