// The seed's demo projects and the organisations that tender them (tender-fixtures.ts turns them
// into tenders). Organisation names are invented; pin codes are real Pune-area pin codes.
import type { TenderStatus } from '@tender/shared/schemas/tender';

type Organisation = { name: string; address: string; authority: string };

export const ORGANISATIONS = {
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

export type Project = {
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
export const PROJECTS: readonly Project[] = [
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

  P('closed', 'Construction of Anganwadi and Primary Health Sub-Centre at Lohegaon', 'civic', 'Lohegaon, Pune', '411047', 1, [2, 3, 11], [3, 6], 'Item Rate', 10),
  P('closed', 'Underground Water Storage Tank and Pump House at Hinjewadi Phase 3', 'riverside', 'Hinjewadi Phase 3, Pune', '411057', 5, [2, 6, 7], [5, 9], 'EPC', 12),
  P('closed', 'External Painting and Waterproofing of Housing Society at Kothrud', 'bhima', 'Kothrud, Pune', '411038', 4, [11, 5], [1, 2], 'Lump-sum', 6),
];
