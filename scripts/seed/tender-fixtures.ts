// Demo tenders for the seed (SPEC.md §3 "Tender detail"). Deterministic: the same seedDay gives the same data.
import { CRORE } from '@tender/shared/constants';
import type { TenderDetail, TenderStatus, TenderWorkItem } from '@tender/shared/schemas/tender';
import { TENDER_CATEGORIES, WORK_ITEM_TEMPLATES, WORK_TYPES, lookupName } from './lookup-fixtures';
import { ORGANISATIONS, PROJECTS, type Project } from './tender-projects';

export type SeedWorkItem = Omit<TenderWorkItem, 'id'>;
export type SeedDocument = { document_name: string; description: string; fileName: string };
export type SeedTender = Omit<TenderDetail, 'id' | 'tender_documents' | 'tender_material_works'> & {
  tender_material_works: SeedWorkItem[];
  documents: SeedDocument[];
};

const IST_OFFSET_MS = 330 * 60_000;
const PPC_OFFICE = 'PPC Conference Room, Office 402, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune 411016';

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Wall-clock IST instants relative to the IST calendar day of seedDay, as '2026-12-05T17:00:00+05:30'. */
function istClock(seedDay: Date): (days: number, hour: number, minute?: number) => string {
  const ist = new Date(seedDay.getTime() + IST_OFFSET_MS);
  const [y, m, d] = [ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()];
  return (days, hour, minute = 0) =>
    `${new Date(Date.UTC(y, m, d + days, hour, minute)).toISOString().slice(0, 19)}+05:30`;
}

/** Day offsets (from seedDay) of bid submission start and end for the n-th tender of a status. */
function bidWindow(status: TenderStatus, n: number): { start: number; end: number } {
  if (status === 'active') {
    const upcoming = n % 3 === 1 && n < 18; // 6 of the 20
    const start = upcoming ? 2 + ((n * 5) % 14) : -(1 + ((n * 7) % 20));
    return { start, end: 20 + ((n * 37) % 101) };
  }
  // Closed: the bid submission ended a few days before the seed day, under evaluation since.
  if (status === 'closed') return { start: -50 + n * 9, end: -3 - n * 4 };
  const start = status === 'cancelled' ? -90 + n * 17 : -40 + n * 11;
  return { start, end: start + 21 + ((n * 7) % 25) };
}

function roundQuantity(value: number): number {
  if (value >= 1000) return Math.round(value / 10) * 10;
  if (value >= 100) return Math.round(value / 5) * 5;
  return Math.max(1, Math.round(value));
}

function crore(value: number): string {
  return String(Number(value.toFixed(2)));
}

function workItems(project: Project, estimate: number, random: () => number): SeedWorkItem[] {
  const scale = Math.min(8, Math.max(0.15, estimate / (10 * CRORE)));
  return project.types.flatMap((typeId, position) => {
    const templates = [...(WORK_ITEM_TEMPLATES[typeId] ?? [])];
    const count = (position === 0 ? 2 : 1) + Math.floor(random() * 2);
    const picked: SeedWorkItem[] = [];
    for (let k = 0; k < count && templates.length > 0; k++) {
      const [template] = templates.splice(Math.floor(random() * templates.length), 1);
      if (!template) break;
      picked.push({
        material_work_type_id: typeId,
        material_work_type_name: lookupName(WORK_TYPES, typeId),
        item_description: template.description,
        quantity: roundQuantity(template.base * scale * (0.85 + 0.3 * random())),
        unit: template.unit,
      });
    }
    return picked;
  });
}

function preQualification(project: Project, n: number): string {
  const [low] = project.crore;
  const extras = [
    'registration as Class I contractor with a state PWD or equivalent',
    'positive net worth in each of the last three financial years',
    'ISO 9001:2015 certified quality management system',
    'bid capacity as per the formula given in the NIT',
  ];
  return (
    `Average annual turnover of at least Rs. ${crore(low * 0.3)} crore in the last three financial years; ` +
    `at least one similar work of not less than Rs. ${crore(low * 0.4)} crore completed in the last seven years; ` +
    `valid PAN, GSTIN and EPF/ESIC registrations; ${extras[n % extras.length]}.`
  );
}

function tenderFee(estimate: number): number {
  if (estimate < CRORE) return 1180;
  if (estimate < 5 * CRORE) return 2950;
  if (estimate < 25 * CRORE) return 5900;
  if (estimate < 75 * CRORE) return 11800;
  return 17700;
}

function department(typeId: number): string {
  if (typeId === 13) return 'RD';
  if (typeId === 10) return 'STR';
  if ([6, 7, 8, 9].includes(typeId)) return 'MEP';
  return 'CIV';
}

function documents(n: number, items: number, typesText: string): Omit<SeedDocument, 'fileName'>[] {
  const list = [
    {
      document_name: 'Notice Inviting Tender',
      description: 'Eligibility, key dates, fees and instructions to bidders.',
    },
  ];
  if (n % 4 !== 3) {
    list.push({
      document_name: 'Bill of Quantities',
      description: `Priced schedule of ${items} items; quote rates only in the price bid.`,
    });
  }
  if (n % 3 === 0) {
    list.push({
      document_name: 'Technical Specifications',
      description: `Specifications and approved makes for ${typesText}.`,
    });
  } else if (n % 3 === 1) {
    list.push({
      document_name: 'Drawings List',
      description: 'Index of tender drawings: architectural, structural and services.',
    });
  }
  return list;
}

const FILE_SLUGS: Record<string, string> = {
  'Notice Inviting Tender': 'nit',
  'Bill of Quantities': 'boq',
  'Technical Specifications': 'specs',
  'Drawings List': 'drawings',
};

export function buildSeedTenders(seedDay: Date): SeedTender[] {
  const at = istClock(seedDay);
  const perStatus: Record<TenderStatus, number> = {
    active: 0,
    closed: 0,
    cancelled: 0,
    retendered: 0,
    awarded: 0,
    unsuccessful: 0,
  };

  const built = PROJECTS.map((project, index) => {
    const n = perStatus[project.status]++;
    const random = prng(20260401 + index * 7919);
    const org = ORGANISATIONS[project.org];
    const [low, high] = project.crore;
    const estimate = ((low + high) / 2) * CRORE;
    const primary = project.types[0] ?? 1;
    const typeName = lookupName(WORK_TYPES, primary);

    const { start, end } = bidWindow(project.status, n);
    // Every listed tender is already published, including upcoming ones.
    const published = Math.min(start - (7 + ((index * 3) % 14)), -1);
    const preBid = start - 2;
    const percentageEmd = index % 2 === 0;
    const emdPercentage = low < 5 ? 2 : 1;
    const fixedEmd = Math.max(25_000, Math.round((estimate * 0.005) / 10_000) * 10_000);
    const items = workItems(project, estimate, random);
    const typesText = project.types.map((id) => lookupName(WORK_TYPES, id)).join(', ');

    const tender: Omit<SeedTender, 'tender_uid' | 'tender_reference_number' | 'documents'> = {
      project_name: project.name,
      work_type_name: typeName,
      material_work_type_name: typeName,
      material_work_type_id: primary,
      tender_category_name: lookupName(TENDER_CATEGORIES, project.category),
      tender_category_id: project.category,
      remarks: `${Math.round(low * CRORE)}-${Math.round(high * CRORE)}`,
      organization_name: org.name,
      location: project.location,
      status: project.status,
      tender_type_name: index % 5 === 3 ? 'Limited' : 'Open',
      form_contract_name: project.contract,
      allow_two_stage_bidding: estimate >= 15 * CRORE,
      general_technical_evaluation: estimate >= 15 * CRORE || project.category === 4,
      item_wise_evaluation_allowed: project.contract === 'Item Rate' && index % 2 === 0,
      pre_qualification: preQualification(project, index),
      bid_validity_days: estimate < 10 * CRORE ? 90 : estimate < 50 * CRORE ? 120 : 180,
      period_of_works: `${project.months} months`,
      tender_fee: tenderFee(estimate),
      is_paid: true,
      emd_exemption_allowed: index % 3 === 0,
      emd_amount: percentageEmd ? Math.round((estimate * emdPercentage) / 100 / 1000) * 1000 : fixedEmd,
      emd_fee_type_name: percentageEmd ? 'Percentage' : 'Fixed',
      emd_percentage: percentageEmd ? emdPercentage : Number(((fixedEmd / estimate) * 100).toFixed(2)),
      pin_code: project.pin,
      pre_bid_meeting_place_name: index % 2 === 0 ? `Site office, ${project.location}` : PPC_OFFICE,
      pre_bid_opening_place: index % 3 === 0 ? PPC_OFFICE : `${org.name}, ${org.address}`,
      published_date: at(published, 10),
      document_download_sale_start_date: at(published, 10, 30),
      clarification_start_date: at(published + 1, 10),
      pre_bid_meeting_date: at(preBid, 11),
      clarification_end_date: at(preBid + 4, 17),
      bid_submission_start_date: at(start, 10),
      document_download_sale_end_date: at(end - 1, 17),
      bid_submission_end_date: at(end, 17),
      bid_opening_date: at(end + 1 + (index % 3), 11),
      authorized_name: org.authority,
      authorized_address: org.address,
      tender_material_works: items,
    };
    return { tender, docs: documents(index, items.length, typesText), primary };
  });

  // Number the tenders in publication order, as the consultancy would have.
  built.sort(
    (a, b) =>
      a.tender.published_date.localeCompare(b.tender.published_date) ||
      a.tender.project_name.localeCompare(b.tender.project_name),
  );
  const deptCounters: Record<string, number> = {};
  return built.map(({ tender, docs, primary }, i) => {
    const year = Number(tender.published_date.slice(0, 4));
    const month = Number(tender.published_date.slice(5, 7));
    const fyStart = month >= 4 ? year : year - 1;
    const fy = `${String(fyStart % 100).padStart(2, '0')}-${String((fyStart + 1) % 100).padStart(2, '0')}`;
    const dept = department(primary);
    deptCounters[dept] = (deptCounters[dept] ?? 10) + 1 + (i % 3);
    const serial = String(i + 1).padStart(4, '0');
    return {
      ...tender,
      tender_uid: `PPC/${year}/${serial}`,
      tender_reference_number: `PPC/${dept}/${fy}/${String(deptCounters[dept]).padStart(3, '0')}`,
      documents: docs.map((doc) => ({
        ...doc,
        fileName: `${FILE_SLUGS[doc.document_name] ?? 'doc'}-ppc-${year}-${serial}.pdf`,
      })),
    };
  });
}
