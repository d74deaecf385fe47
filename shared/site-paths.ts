// The typed route table of the site (SPEC.md §2), in shared/ because two sides build its addresses:
// the web's router and links (web/src/config/paths.ts), and the backend's mails, which link to the
// same pages (functions/domain/mail/site-url.ts). A page renamed here moves on both sides at once.
// /admin is the admin area, linked from the menu's 'Admin Control Panel' for Admins; its own pages
// are listed in adminPaths.

export const paths = {
  home: '/',
  about: '/about',
  faq: '/faq',
  blogs: '/blogs',
  newsAndEvents: '/news-and-events',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  refundPolicy: '/refund-policy',
  activeTenders: '/active-tenders',
  closedTenders: '/closed-tenders',
  cancelledTenders: '/cancelled-tenders',
  retenderedTenders: '/retendered-tenders',
  awardedTenders: '/awarded-tenders',
  tender: '/tender/:id',
  tenderClarifications: '/tender/:id/clarifications',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signUp: '/sign-up',
  emailVerify: '/email/verify/:verify_url',
  emailVerifyError: '/email/verify-error',
  quickRegisterVendor: '/quick-register/vendor',
  registerVendor: '/register/vendor',
  registerBuyer: '/register/buyer',
  registerBuilder: '/register-builder',
  registerSuccess: '/register-success',
  dashboard: '/dashboard',
  profile: '/profile',
  myInfo: '/my-info',
  myInfoEdit: '/my-info/edit',
  changePassword: '/change-password',
  admin: '/admin',
  apiDocs: '/api-docs',
  openData: '/open-data',
  verifyReceipt: '/receipts/verify',
  bid: '/tenders/:id/bid',
  evaluation: '/tenders/:id/evaluation',
  comparativeStatement: '/tenders/:id/comparative-statement',
  myBids: '/my-bids',
  myFollows: '/my-follows',
  savedSearches: '/saved-searches',
  alertsUnsubscribe: '/alerts/unsubscribe',
  myTenders: '/my-tenders',
  newMyTender: '/my-tenders/new',
  /** An organisation's own tender in My Tenders (a route of the /my-tenders/* area). */
  myTender: '/my-tenders/:id',
} as const;

/** The admin area's pages, all under /admin behind <RequireAdmin>. */
export const adminPaths = {
  tenders: '/admin/tenders',
  newTender: '/admin/tenders/new',
  registrants: '/admin/registrants',
  enquiries: '/admin/enquiries',
  /** One enquiry of the contact form, as the office's mail links to it. */
  enquiry: '/admin/enquiries/:id',
  settings: '/admin/settings',
  lookups: '/admin/lookups',
  payments: '/admin/payments',
  erasures: '/admin/erasures',
  /** Organisations' corrigenda waiting for approval. */
  corrigenda: '/admin/corrigenda',
  audit: '/admin/audit',
} as const;

/** The names of a path's `:name` parameters ('/tenders/:id/bid' has 'id'). */
export type PathParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamName<Tail>
    : Rest
  : never;

export type PathParams<P extends string> = { readonly [Name in PathParamName<P>]: string | number };

/**
 * A path of the table with its parameters filled in, each encoded as one path segment:
 * `sitePath(paths.tender, { id: 5 })` is '/tender/5'. A path without parameters takes none, and
 * one with parameters needs all of them (a type error otherwise).
 */
export function sitePath<P extends string>(
  path: P,
  ...[params]: [PathParamName<P>] extends [never] ? [] : [params: PathParams<P>]
): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined> | undefined)?.[name];
    // Callers that bypass the types (a path typed only as string) still never link to '/tender/undefined'.
    if (value === undefined) throw new Error(`sitePath: no value for :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
