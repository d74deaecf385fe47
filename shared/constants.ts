// Business constants of SPEC.md §9 and the site facts of SPEC.md §1: one source for web and functions.
// Every export here has a user (the field descriptions, the schemas, the pages); the upload rules of
// §9 (types, size) are upload-rules.ts's, as the upload code reads them there.

export const HOME_HERO_TENDERS = 3;
export const HOME_UPCOMING_TENDERS = 6;
export const TENDER_CARDS_PER_PAGE = 3;
export const CONTACT_TABLE_PER_PAGE = 10;
export const DASHBOARD_ACTIVE_PROJECTS = 3;

export const MAX_DIRECTOR_ROWS = 5;
export const MAX_TECHNICAL_STAFF_ROWS = 5;
export const COMPLETED_WORKS_YEARS = 3;
export const TURNOVER_YEARS = 3;

export const PHONE_DIGITS = 10;
export const PAN_LENGTH = 10;
export const GSTIN_LENGTH = 15;
export const PIN_CODE_DIGITS = 6;
export const RESET_PASSWORD_MIN_LENGTH = 9;

export const GST_RATE = 0.18;
export const PAYMENT_CURRENCY = 'INR';
/** Razorpay takes amounts in paise. */
export const PAISE_PER_RUPEE = 100;
export const CRORE = 10_000_000;

export const STICKY_HEADER_SCROLL_PX = 300;
export const RESET_FORM_WIDTH_PX = 500;
export const DEFAULT_CONTRACTOR_GRADE = 'C';

/** Public list endpoints: a page is at most this many tenders. */
export const TENDER_LIST_DEFAULT_LIMIT = 100;
export const TENDER_LIST_MAX_LIMIT = 500;
export const HOME_TENDER_LIST_LIMIT = 50;

/**
 * The open-data identifier prefix: every OCDS ocid is `<prefix>-<tender id>`. A real
 * prefix is registered with the OCDS Data Support Team before going live; this line is the one to change.
 */
export const OCDS_PREFIX = 'ocds-ppcdev';
/** The OCDS release package feed: releases per page. */
export const OCDS_PACKAGE_DEFAULT_LIMIT = 20;
export const OCDS_PACKAGE_MAX_LIMIT = 50;
/** The open data's licence (docs/open-data.md says why this one): the package's `license`, the /open-data page. */
export const OCDS_LICENSE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

export const SITE = {
  name: 'Pune Project Consultants',
  shortName: 'PPC Tenders',
  phone: '+91 20 2567 8900',
  phoneHref: 'tel:+912025678900',
  email: 'tenders@puneprojectconsultants.in',
  address: 'Office 402, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016',
  officeHours: 'Mon-Sat 9:00 AM to 6:30 PM',
  mission: 'Creating world-class structures for India.',
  footerNote: 'This website is for private use only.',
  /** Office location, used by the contact page map. */
  map: { lat: 18.5308, lng: 73.8291 },
} as const;

/**
 * The office settings before the Admin's first save: SITE's values. The site
 * shows the settings; these only stand in until there are some.
 */
export const OFFICE_DEFAULTS = {
  office_phone: SITE.phone,
  office_email: SITE.email,
  office_address: SITE.address,
  office_hours: SITE.officeHours,
  office_lat: SITE.map.lat,
  office_lng: SITE.map.lng,
} as const;

/**
 * The invoice issuer before the Admin's first save. The GSTIN is a well-formed
 * Maharashtra (27) number for the demo; a stage sets the consultancy's real one in the settings.
 * SAC 998311: management consulting and management services.
 */
export const INVOICE_ISSUER_DEFAULTS = {
  company_legal_name: SITE.name,
  company_gstin: '27AAHCP4821K1Z6',
  invoice_sac_code: '998311',
} as const;

export const MARKETING_CLAIMS = [
  { value: '3000+', label: 'Registered contractors' },
  { value: '220+', label: 'Projects whose tenders we managed' },
  { value: '96', label: 'Live projects' },
  { value: '7cr+ sqft', label: 'Under project management' },
] as const;

export const TIME_ZONE = 'Asia/Kolkata';

/** Contact form: enquiries accepted per viewer address in a window. */
export const CONTACT_ADDRESS_LIMIT = { limit: 5, windowSeconds: 600 } as const;

/** Every role an account can have (SPEC.md §6); Subscriber is the account /sign-up creates. */
export const USER_ROLES = ['Admin', 'Contractor', 'Organization', 'Builder', 'Subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];
