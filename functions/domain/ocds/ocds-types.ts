// The parts of OCDS 1.1 this site publishes (https://standard.open-contracting.org/1.1/en/schema/),
// typed for the mapping; the schema itself is in test/fixtures/ocds and the tests validate against it.
// `bids` is the bid extension's and `links` the pagination extension's (OCDS_EXTENSIONS).

export const OCDS_VERSION = '1.1';
export const OCDS_EXTENSIONS = {
  bids: 'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/v1.1.5/extension.json',
  pagination:
    'https://raw.githubusercontent.com/open-contracting-extensions/ocds_pagination_extension/master/extension.json',
} as const;

export type OcdsValue = { amount: number; currency: 'INR' };
export type OcdsPeriod = { startDate?: string; endDate?: string };
export type OcdsOrganizationReference = { id: string; name: string };
export type OcdsPartyRole = 'buyer' | 'procuringEntity' | 'supplier' | 'tenderer';
export type OcdsParty = OcdsOrganizationReference & { roles: OcdsPartyRole[] };

export type OcdsReleaseTag = 'tender' | 'tenderAmendment' | 'tenderUpdate' | 'tenderCancellation' | 'award';
export type OcdsTenderStatus = 'active' | 'complete' | 'cancelled' | 'unsuccessful';

export type OcdsItem = {
  id: string;
  description: string;
  classification: { scheme: string; id: string; description: string };
  quantity: number;
  unit: { name: string };
};

export type OcdsDocument = {
  id: string;
  documentType: 'biddingDocuments';
  title: string;
  description: string;
  url: string;
};

export type OcdsAmendment = { id: string; date: string; rationale: string; description: string };

export type OcdsTender = {
  id: string;
  title: string;
  description: string;
  status: OcdsTenderStatus;
  procuringEntity: OcdsOrganizationReference;
  items: OcdsItem[];
  value?: OcdsValue;
  minValue?: OcdsValue;
  procurementMethod: 'open';
  procurementMethodDetails: string;
  mainProcurementCategory: 'works';
  submissionMethod: ['electronicSubmission'];
  tenderPeriod: OcdsPeriod;
  enquiryPeriod: OcdsPeriod;
  hasEnquiries?: boolean;
  awardPeriod: OcdsPeriod;
  numberOfTenderers?: number;
  documents: OcdsDocument[];
  amendments?: OcdsAmendment[];
};

export type OcdsAward = {
  id: string;
  title: string;
  status: 'active';
  date: string;
  value: OcdsValue;
  suppliers: OcdsOrganizationReference[];
};

export type OcdsBidStatistic = { id: string; measure: 'validBids'; value: number; date?: string };

export type OcdsRelease = {
  ocid: string;
  id: string;
  date: string;
  tag: OcdsReleaseTag[];
  initiationType: 'tender';
  language: 'en';
  parties: OcdsParty[];
  buyer: OcdsOrganizationReference;
  tender: OcdsTender;
  bids?: { statistics: OcdsBidStatistic[] };
  awards?: OcdsAward[];
};

export type OcdsReleasePackage = {
  uri: string;
  version: typeof OCDS_VERSION;
  extensions: string[];
  publishedDate: string;
  publisher: { name: string; uri: string };
  license: string;
  publicationPolicy: string;
  releases: OcdsRelease[];
  links?: { next: string };
};
