// Demo tenders for the seed (SPEC.md §3 "Tender detail"). Deterministic: the same seedDay gives the same data.
import { CRORE } from '@tender/shared/constants';
import type { TenderDetail, TenderStatus, TenderWorkItem } from '@tender/shared/schemas/tender';
import { TENDER_CATEGORIES, WORK_ITEM_TEMPLATES, WORK_TYPES, lookupName } from './lookup-fixtures';

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
  const perStatus: Record<TenderStatus, number> = { active: 0, cancelled: 0, retendered: 0 };

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

// ---------------------------------------------------------------------------------------------
// Data tables. Organisation names are invented; pin codes are real Pune-area pin codes.

type Organisation = { name: string; address: string; authority: string };

const ORGANISATIONS = {
  sahyadri: {
    name: 'Sahyadri Heights Developers Pvt. Ltd.',
    address: 'Survey No. 132, Baner-Balewadi Road, Baner, Pune, Maharashtra 411045',
    authority: 'Mr. Aniket Deshpande, Vice President (Projects)',
  },
  indrayani: {
    name: 'Indrayani Realty LLP',
    address: 'Plot 18, Dange Chowk Road, Wakad, Pune, Maharashtra 411057',
    authority: 'Ms. Priya Jadhav, Head of Contracts',
  },
  deccanHealth: {
    name: 'Deccan Healthcare Trust',
    address: 'Trust Office, ITI Road, Aundh, Pune, Maharashtra 411007',
    authority: 'Dr. Milind Apte, Honorary Secretary',
  },
  vidya: {
    name: 'Pimpri Chinchwad Vidya Prasarak Sanstha',
    address: 'Sector 26, Pradhikaran, Nigdi, Pune, Maharashtra 411044',
    authority: 'Mr. Sunil Gaikwad, Chairman, Building Committee',
  },
  riverside: {
    name: 'Mutha Riverside Tech Parks Pvt. Ltd.',
    address: 'Tower 2, Riverside Business Centre, Hadapsar, Pune, Maharashtra 411028',
    authority: 'Mr. Rohan Mehta, Director (Development)',
  },
  roads: {
    name: 'Pune Urban Roads Development Board',
    address: 'Board Office, Ganeshkhind Road, Shivajinagar, Pune, Maharashtra 411005',
    authority: 'Mr. Prakash Shinde, Executive Engineer (Roads)',
  },
  maval: {
    name: 'Maval Water & Sanitation Utilities Ltd.',
    address: 'Station Road, Talegaon Dabhade, Pune, Maharashtra 410506',
    authority: 'Mr. Vivek Bhosale, General Manager (Projects)',
  },
  chakan: {
    name: 'Chakan Logistics Parks Pvt. Ltd.',
    address: 'Plot A-27, MIDC Phase 2, Chakan, Pune, Maharashtra 410501',
    authority: 'Mr. Harish Nair, Project Director',
  },
  transit: {
    name: 'Pune Transit Corridor Corporation',
    address: 'Corporate Office, Wakdewadi, Shivajinagar, Pune, Maharashtra 411005',
    authority: 'Ms. Kavita Rao, Chief Engineer (Stations)',
  },
  kharadiBay: {
    name: 'Kharadi Business Bay Developers Pvt. Ltd.',
    address: 'Survey No. 61, Kharadi Bypass Road, Kharadi, Pune, Maharashtra 411014',
    authority: 'Mr. Nikhil Agarwal, Chief Projects Officer',
  },
  bhima: {
    name: 'Bhima Co-operative Housing Federation',
    address: 'Paud Road, Kothrud, Pune, Maharashtra 411038',
    authority: 'Mr. Shrikant Joshi, Honorary Secretary',
  },
  eastern: {
    name: 'Eastern Corridor Infra Projects Pvt. Ltd.',
    address: 'Pune-Nagar Road, Wagholi, Pune, Maharashtra 412207',
    authority: 'Mr. Amol Pawar, Head of Engineering',
  },
  civic: {
    name: 'Balewadi Sports & Civic Trust',
    address: 'Near High Street, Balewadi, Pune, Maharashtra 411045',
    authority: 'Mr. Ajay Kulkarni, Trustee (Works)',
  },
} satisfies Record<string, Organisation>;

type Project = {
  name: string;
  org: keyof typeof ORGANISATIONS;
  location: string;
  pin: string;
  /** TENDER_CATEGORIES id. */
  category: number;
  /** WORK_TYPES ids; the first is the tender's work type. */
  types: number[];
  /** Qualifier range in crore, stored in remarks as rupees. */
  crore: [number, number];
  contract: 'Item Rate' | 'Percentage' | 'Lump-sum' | 'EPC';
  months: number;
  status: TenderStatus;
};

const P = (
  status: TenderStatus,
  name: string,
  org: Project['org'],
  location: string,
  pin: string,
  category: number,
  types: number[],
  crore: [number, number],
  contract: Project['contract'],
  months: number,
): Project => ({ status, name, org, location, pin, category, types, crore, contract, months });

// One line per project: status, name, organisation, location, pin code, category id, work type ids (first = the
// tender's work type), qualifier range in crore, form of contract, period in months.
// prettier-ignore
const PROJECTS: readonly Project[] = [
  P('active', 'Construction of Residential Towers A and B (2B+P+22) at Hinjewadi Phase 2', 'sahyadri', 'Hinjewadi Phase 2, Pune', '411057', 1, [2, 1, 3], [45, 80], 'Item Rate', 30),
  P('active', 'Civil and Structural Works for Skyline Residency G+18 Towers, Baner', 'sahyadri', 'Baner, Pune', '411045', 1, [2, 3, 4], [25, 50], 'Percentage', 24),
  P('active', 'MEP Works for Residential Towers C and D at Wakad', 'indrayani', 'Wakad, Pune', '411057', 1, [6, 7, 9], [8, 15], 'Item Rate', 18),
  P('active', 'Construction of 200-Bed Hospital Wing (G+7) at Aundh', 'deccanHealth', 'Aundh, Pune', '411007', 5, [2, 8, 12], [60, 110], 'EPC', 24),
  P('active', 'Construction of Secondary School Building (G+4) at Pimpri-Chinchwad', 'vidya', 'Pimpri, Pimpri-Chinchwad', '411018', 1, [2, 3, 11], [12, 22], 'Item Rate', 18),
  P('active', 'IT Park Block 4 Shell and Core Works at Magarpatta', 'riverside', 'Magarpatta, Hadapsar, Pune', '411013', 1, [2, 10, 5], [80, 150], 'Lump-sum', 30),
  P('active', 'Widening of Solapur Road Service Lanes near Hadapsar (2.4 km)', 'roads', 'Hadapsar, Pune', '411028', 1, [13, 1, 7], [18, 35], 'Percentage', 12),
  P('active', '5 MLD Sewage Treatment Plant at Talegaon Dabhade', 'maval', 'Talegaon Dabhade, Maval', '410506', 5, [2, 1, 6], [20, 40], 'EPC', 18),
  P('active', 'Pre-Engineered Warehouse of 45,000 sqm at Chakan MIDC Phase 2', 'chakan', 'Chakan MIDC, Khed', '410501', 5, [10, 1, 12], [35, 70], 'EPC', 15),
  P('active', 'Architectural Finishing Works for Elevated Metro Station at Shivajinagar', 'transit', 'Shivajinagar, Pune', '411005', 1, [12, 11, 10], [10, 20], 'Item Rate', 12),
  P('active', 'Waterproofing and Facade Repairs of Commercial Complex at Kharadi', 'kharadiBay', 'Kharadi, Pune', '411014', 3, [5, 4, 11], [2, 4], 'Item Rate', 8),
  P('active', 'Internal Roads and Storm Water Drains for Township Phase 1 at Wagholi', 'eastern', 'Wagholi, Pune', '412207', 1, [13, 1, 6], [9, 16], 'Percentage', 12),
  P('active', 'Fire Fighting and Fire Alarm Systems for Retail Mall at Viman Nagar', 'kharadiBay', 'Viman Nagar, Pune', '411014', 1, [9, 7], [5, 9], 'Item Rate', 9),
  P('active', 'HVAC and Electrical Works for Corporate Office Fit-out at Baner', 'sahyadri', 'Baner, Pune', '411045', 1, [8, 7, 9], [4, 7], 'Lump-sum', 6),
  P('active', 'Construction of Community Hall and Indoor Sports Complex at Balewadi', 'civic', 'Balewadi, Pune', '411045', 1, [2, 10, 12], [14, 26], 'Item Rate', 18),
  P('active', 'Affordable Housing Project of 12 Buildings (G+7) at Moshi', 'indrayani', 'Moshi, Pimpri-Chinchwad', '412105', 1, [2, 3, 4], [70, 130], 'Percentage', 36),
  P('active', 'Supply, Installation and Commissioning of LT Panels and Fire Pump Panels for Kharadi Towers', 'kharadiBay', 'Kharadi, Pune', '411014', 2, [7, 9], [3, 6], 'Item Rate', 6),
  P('active', 'Structural Audit and Retrofitting of Housing Society Buildings at Kothrud', 'bhima', 'Kothrud, Pune', '411038', 4, [2, 5, 4], [1, 3], 'Lump-sum', 10),
  P('active', 'Annual Maintenance of MEP Services for Hospital Campus at Aundh', 'deccanHealth', 'Aundh, Pune', '411007', 6, [7, 8, 6], [1.5, 3], 'Item Rate', 12),
  P('active', 'Clubhouse and Swimming Pool for Villa Cluster at Bavdhan', 'sahyadri', 'Bavdhan, Pune', '411021', 1, [2, 5, 12], [6, 11], 'Item Rate', 14),

  P('cancelled', 'Commercial Office Tower (2B+G+14) at Kharadi', 'kharadiBay', 'Kharadi, Pune', '411014', 1, [2, 1, 10], [90, 160], 'Lump-sum', 30),
  P('cancelled', 'Multi-Level Car Parking near Pimpri Bus Terminal', 'transit', 'Pimpri, Pimpri-Chinchwad', '411018', 5, [2, 10, 7], [20, 38], 'EPC', 18),
  P('cancelled', 'Interior Fit-out of Hospital OPD Block at Aundh', 'deccanHealth', 'Aundh, Pune', '411007', 1, [12, 11, 8], [4, 8], 'Item Rate', 9),
  P('cancelled', 'Storm Water Drainage along Sinhagad Road (Phase 2)', 'roads', 'Vadgaon Budruk, Sinhagad Road, Pune', '411041', 1, [1, 13, 6], [7, 13], 'Percentage', 12),
  P('cancelled', 'Auditorium Acoustic, HVAC and Flooring Works for School at Chinchwad', 'vidya', 'Chinchwad, Pimpri-Chinchwad', '411033', 1, [8, 11, 12], [2.5, 5], 'Item Rate', 8),
  P('cancelled', 'Boundary Wall and Gate Complex for Logistics Park at Chakan', 'chakan', 'Chakan MIDC, Khed', '410501', 1, [3, 2, 1], [2, 4], 'Item Rate', 6),
  P('cancelled', 'Rooftop Solar Mounting Structures and Cabling for IT Campus at Hinjewadi', 'riverside', 'Hinjewadi Phase 1, Pune', '411057', 5, [10, 7], [6, 12], 'EPC', 8),
  P('cancelled', 'Restoration of Heritage Office Building in Pune Camp', 'bhima', 'Camp, Pune', '411001', 3, [4, 11, 5], [1.5, 3.5], 'Item Rate', 10),

  P('retendered', 'Construction of Residential Tower E (G+20) at Kharadi', 'kharadiBay', 'Kharadi, Pune', '411014', 1, [2, 3, 4], [30, 55], 'Percentage', 26),
  P('retendered', '2 ML Elevated Service Reservoir at Talegaon Dabhade', 'maval', 'Talegaon Dabhade, Maval', '410506', 1, [2, 1, 6], [5, 9], 'Item Rate', 14),
  P('retendered', 'Resurfacing of Katraj Flyover Approach Roads', 'roads', 'Katraj, Pune', '411046', 1, [13, 1], [3, 6], 'Percentage', 6),
  P('retendered', 'Entry and Exit Structures for Underground Metro Station at Swargate', 'transit', 'Swargate, Pune', '411042', 1, [10, 12, 7], [15, 28], 'Item Rate', 14),
  P('retendered', 'Fire Protection System for Warehouses W3 and W4 at Chakan', 'chakan', 'Chakan MIDC, Khed', '410501', 1, [9, 6, 7], [4, 8], 'Item Rate', 8),
  P('retendered', 'Landscape and External Development for IT Park at Magarpatta', 'riverside', 'Magarpatta, Hadapsar, Pune', '411013', 1, [13, 12, 6], [6, 10], 'Item Rate', 10),
  P('retendered', 'Boys Hostel Building (G+6) for Engineering College at Akurdi', 'vidya', 'Akurdi, Pimpri-Chinchwad', '411035', 1, [2, 3, 6], [16, 30], 'Item Rate', 20),
  P('retendered', 'Laying of 450 to 900 mm Sewer Lines at Undri', 'eastern', 'Undri, Pune', '411060', 1, [1, 6, 13], [8, 14], 'Percentage', 12),
];
