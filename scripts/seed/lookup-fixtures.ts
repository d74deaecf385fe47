// Demo lookup data (SPEC.md §3): document types, tender categories, work types, materials, settings.
import { SITE } from '@tender/shared/constants';

export type Lookup = { id: number; name: string };

/** The four document types of SPEC.md §3; types beyond these are not shown. */
export const DOCUMENT_TYPES: readonly Lookup[] = [
  { id: 1, name: 'PAN' },
  { id: 2, name: 'GSTIN' },
  { id: 3, name: 'Pin Code / Address Proof of Firm' },
  { id: 4, name: 'Address Proof of Proprietor/Partner/Director' },
];

export const TENDER_CATEGORIES: readonly Lookup[] = [
  { id: 1, name: 'Works' },
  { id: 2, name: 'Goods' },
  { id: 3, name: 'Services' },
  { id: 4, name: 'Consultancy' },
  { id: 5, name: 'EPC' },
  { id: 6, name: 'Annual Maintenance' },
];

/** Material/work types. Ids 1 and 2 are fixed by the builder form of SPEC.md §3. */
export const WORK_TYPES: readonly Lookup[] = [
  { id: 1, name: 'Earth Work' },
  { id: 2, name: 'RCC Work' },
  { id: 3, name: 'Masonry' },
  { id: 4, name: 'Plastering' },
  { id: 5, name: 'Waterproofing' },
  { id: 6, name: 'Plumbing & Sanitary' },
  { id: 7, name: 'Electrical' },
  { id: 8, name: 'HVAC' },
  { id: 9, name: 'Fire Fighting' },
  { id: 10, name: 'Structural Steel' },
  { id: 11, name: 'Painting' },
  { id: 12, name: 'Flooring & Tiling' },
  { id: 13, name: 'Road Work' },
];

export const MATERIALS: readonly Lookup[] = [
  { id: 1, name: 'Cement (OPC 53 / PPC)' },
  { id: 2, name: 'TMT Steel Fe 500D' },
  { id: 3, name: 'Coarse Aggregates' },
  { id: 4, name: 'Manufactured Sand (M-Sand)' },
  { id: 5, name: 'Ready Mix Concrete' },
  { id: 6, name: 'AAC Blocks' },
  { id: 7, name: 'Fly Ash Bricks' },
  { id: 8, name: 'Structural Steel Sections' },
  { id: 9, name: 'Vitrified Tiles' },
  { id: 10, name: 'CPVC / uPVC Pipes' },
  { id: 11, name: 'Electrical Cables & Wires' },
  { id: 12, name: 'Waterproofing Chemicals' },
];

export const SETTINGS = {
  site_slogan: 'Building trust, one tender at a time',
  site_url: '',
  site_logo: '/logo.svg',
  /** Rupees, before GST. */
  basic_contractor_registration_fees: 5000,
} as const;

export const PAYMENT_ACCOUNT_NAME: string = SITE.name;

/** A bill-of-quantities line for a work type; base quantity is for a project of about Rs. 10 crore. */
export type WorkItemTemplate = { description: string; unit: string; base: number };

/** Item templates by work type id; every WORK_TYPES id has at least three. */
// prettier-ignore
export const WORK_ITEM_TEMPLATES: Readonly<Record<number, readonly WorkItemTemplate[]>> = {
  1: [
    { description: 'Excavation in all kinds of soil up to 3 m depth including disposal within 1 km lead', unit: 'cum', base: 6500 },
    { description: 'Excavation in hard murum and soft rock by mechanical means including stacking of useful material', unit: 'cum', base: 3200 },
    { description: 'Excavation in hard rock by chiselling or controlled blasting including disposal', unit: 'cum', base: 1400 },
    { description: 'Backfilling with selected excavated material in 200 mm layers, watered and compacted', unit: 'cum', base: 2800 },
    { description: 'Pre-construction anti-termite treatment to foundations and plinth', unit: 'sqm', base: 4200 },
  ],
  2: [
    { description: 'PCC M10 bed concrete 100 mm thick below footings and rafts', unit: 'cum', base: 380 },
    { description: 'M25 design mix RMC in footings, rafts and plinth beams including pumping and curing', unit: 'cum', base: 2400 },
    { description: 'M30 design mix RMC in columns, beams and slabs up to 15 m height including pumping', unit: 'cum', base: 3100 },
    { description: 'Supplying, cutting, bending and placing Fe 500D TMT reinforcement including binding wire', unit: 'MT', base: 620 },
    { description: 'Aluminium / plywood formwork for slabs, beams and columns including staging and de-shuttering', unit: 'sqm', base: 21000 },
  ],
  3: [
    { description: '200 mm thick AAC block masonry in polymer mortar including RCC lintel bands', unit: 'cum', base: 1350 },
    { description: '100 mm thick AAC block partition walls in polymer mortar', unit: 'sqm', base: 5200 },
    { description: '230 mm thick burnt clay brick masonry in CM 1:6 in foundation and plinth', unit: 'cum', base: 420 },
    { description: '115 mm thick fly ash brick masonry in CM 1:4 with hoop iron every fourth course', unit: 'sqm', base: 2600 },
  ],
  4: [
    { description: 'Internal plaster 12 mm thick in CM 1:4 finished smooth with neeru', unit: 'sqm', base: 26000 },
    { description: 'External sand-faced plaster 20 mm thick in two coats in CM 1:4 with waterproofing compound', unit: 'sqm', base: 11500 },
    { description: 'Gypsum plaster 10 mm thick on internal walls and ceilings', unit: 'sqm', base: 18000 },
    { description: 'GI chicken mesh 300 mm wide at junctions of RCC and masonry', unit: 'RMT', base: 9000 },
  ],
  5: [
    { description: 'APP modified bitumen membrane waterproofing to terraces with protective screed', unit: 'sqm', base: 3800 },
    { description: 'Crystalline waterproofing to basement raft and retaining walls', unit: 'sqm', base: 5200 },
    { description: 'Polyurethane coating to toilets and balconies including coving at wall junctions', unit: 'sqm', base: 4100 },
    { description: 'PU injection grouting of construction joints and honeycombed areas', unit: 'RMT', base: 850 },
  ],
  6: [
    { description: 'CPVC SDR-11 pipes 15 to 50 mm dia with fittings for internal water supply', unit: 'RMT', base: 9500 },
    { description: 'uPVC SWR pipes 110 mm dia for soil and waste lines including fittings and supports', unit: 'RMT', base: 4800 },
    { description: 'Supply and fixing of European water closet with concealed flush tank and CP fittings', unit: 'Nos', base: 320 },
    { description: 'DI K7 pipes 150 mm dia for external water mains including excavation and refilling', unit: 'RMT', base: 1600 },
    { description: 'RCC inspection chambers 600 x 900 mm with SFRC covers', unit: 'Nos', base: 140 },
  ],
  7: [
    { description: 'Wiring of light and power points with FR-LSH copper wires in concealed PVC conduit', unit: 'Nos', base: 5400 },
    { description: 'Supply and laying of 3.5C x 240 sqmm XLPE armoured aluminium cable on trays', unit: 'RMT', base: 2200 },
    { description: 'LT panel 1600 A with ACB incomer and MCCB outgoings: supply, installation and testing', unit: 'Nos', base: 3 },
    { description: 'Pipe earthing with GI electrode including masonry chamber and cover', unit: 'Nos', base: 36 },
    { description: 'LED street light pole 9 m with 90 W luminaire including foundation', unit: 'Nos', base: 85 },
  ],
  8: [
    { description: 'VRF air-conditioning system with indoor cassette units, refrigerant piping and controls', unit: 'TR', base: 420 },
    { description: 'GI sheet ductwork with 25 mm nitrile rubber insulation', unit: 'sqm', base: 5200 },
    { description: 'Double-skin air handling unit 10,000 CFM with EC fans and MERV 13 filters', unit: 'Nos', base: 8 },
    { description: 'Treated fresh air unit with heat recovery wheel, supply and commissioning', unit: 'Nos', base: 4 },
  ],
  9: [
    { description: 'MS ERW C-class pipes 150 mm dia for hydrant ring main, primed and painted red', unit: 'RMT', base: 2100 },
    { description: 'Pendent sprinklers 68 deg C with MS branch piping and fittings', unit: 'Nos', base: 1800 },
    { description: 'Landing valve with first-aid hose reel, hose box and branch pipe', unit: 'Nos', base: 60 },
    { description: 'Addressable smoke and heat detectors with loop cabling', unit: 'Nos', base: 950 },
    { description: 'Electric fire pump 2280 LPM at 70 m head with jockey pump and controller', unit: 'Nos', base: 2 },
  ],
  10: [
    { description: 'Fabrication and erection of IS 2062 E250 structural steel for pre-engineered buildings', unit: 'MT', base: 540 },
    { description: 'Galvalume roof sheeting 0.5 mm TCT with 50 mm glass wool insulation and ridge', unit: 'sqm', base: 16000 },
    { description: 'Steel staircases and platforms with chequered plates and handrails', unit: 'MT', base: 48 },
    { description: 'Anchor bolt assemblies with base plates and non-shrink grouting', unit: 'Nos', base: 640 },
  ],
  11: [
    { description: 'Acrylic emulsion paint in two coats over wall putty and primer on internal surfaces', unit: 'sqm', base: 32000 },
    { description: 'Exterior acrylic emulsion in two coats over alkali-resistant primer', unit: 'sqm', base: 12500 },
    { description: 'Epoxy paint system on structural steel including blast cleaning to Sa 2.5', unit: 'sqm', base: 6800 },
    { description: 'Synthetic enamel paint on MS railings and grills in two coats', unit: 'sqm', base: 2400 },
  ],
  12: [
    { description: 'Double-charged vitrified tiles 800 x 800 mm laid in tile adhesive', unit: 'sqm', base: 14500 },
    { description: 'Anti-skid ceramic tiles 300 x 300 mm in toilets and balconies', unit: 'sqm', base: 3900 },
    { description: 'Granite flooring 18 mm thick in lobbies and staircases', unit: 'sqm', base: 2600 },
    { description: 'Trowel-finished VDF flooring 150 mm thick M30 with steel fibres', unit: 'sqm', base: 9000 },
    { description: 'Epoxy self-levelling flooring 3 mm thick for laboratories and operation theatres', unit: 'sqm', base: 1200 },
  ],
  13: [
    { description: 'Granular sub-base grading II, 200 mm compacted thickness', unit: 'cum', base: 3600 },
    { description: 'Wet mix macadam 250 mm in two layers, compacted with vibratory roller', unit: 'cum', base: 4200 },
    { description: 'Dense bituminous macadam grade II, 75 mm compacted thickness', unit: 'cum', base: 1500 },
    { description: 'Bituminous concrete wearing course 40 mm compacted thickness', unit: 'sqm', base: 19000 },
    { description: 'Precast M30 kerb stones 450 x 300 mm laid on PCC bed', unit: 'RMT', base: 4800 },
    { description: 'Hot-applied thermoplastic road marking 2.5 mm thick with glass beads', unit: 'sqm', base: 1900 },
  ],
};

export function lookupName(table: readonly Lookup[], id: number): string {
  const row = table.find((entry) => entry.id === id);
  if (!row) throw new Error(`No lookup row with id ${id}`);
  return row.name;
}
