// The typed route table of the public site (SPEC.md §2). Logged-in and registration routes are
// linked from the menu; their screens are built later and show Not Found until then.

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
  cancelledTenders: '/cancelled-tenders',
  retenderedTenders: '/retendered-tenders',
  tender: '/tender/:id',
  login: '/login',
  quickRegisterVendor: '/quick-register/vendor',
  registerVendor: '/register/vendor',
  registerBuyer: '/register/buyer',
  dashboard: '/dashboard',
  myInfo: '/my-info',
  changePassword: '/change-password',
  admin: '/admin',
  apiDocs: '/api-docs',
} as const;

export function tenderPath(id: number | string): string {
  return `/tender/${id}`;
}

export type TenderListKind = 'active' | 'cancelled' | 'retendered';

export const tenderListPaths: Record<TenderListKind, string> = {
  active: paths.activeTenders,
  cancelled: paths.cancelledTenders,
  retendered: paths.retenderedTenders,
};

export function activeTendersSearchPath(tenderId: string): string {
  const params = new URLSearchParams({ tender_id: tenderId.trim() });
  return `${paths.activeTenders}?${params.toString()}`;
}
