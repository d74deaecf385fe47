// The typed route table of the site (SPEC.md §2). /admin is linked from the menu; its screens are
// built later and show Not Found until then.

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
} as const;

/** Login, coming back to `next` (the in-site path of the page that needed it) once logged in. */
export function loginPath(next: string): string {
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}

export function tenderPath(id: number | string): string {
  return `/tender/${id}`;
}

/** /profile on one of its tabs (the tab's slug, e.g. 'works'), as the tab bar keeps it in the URL. */
export function profileTabPath(tab: string): string {
  return `${paths.profile}?tab=${encodeURIComponent(tab)}`;
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
