import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

// The site's pages and the modules each loads: router.tsx puts them inside the layout. One lazy chunk
// per area (DESIGN.md §7): home, tenders, tender details, contact, static pages, API reference, auth
// (login, password reset, sign-up, email verification), registration, own account, dashboard,
// profile, admin area, not found. The guards (SPEC.md §4) are layout routes, lazy too: the public
// pages never load them. Nothing here imports a page's code until its route is asked for, so the
// entry (main.tsx) reads this table too, to ask for the address's modules with the app's own
// (start/preload-route.ts).
const staticPage = (pick: (module: typeof import('./routes/static-pages')) => ComponentType) => async () => ({
  Component: pick(await import('./routes/static-pages')),
});
const tenderList = (pick: (module: typeof import('./routes/tenders')) => ComponentType) => async () => ({
  Component: pick(await import('./routes/tenders')),
});
const authPage = (pick: (module: typeof import('./routes/auth')) => ComponentType) => async () => ({
  Component: pick(await import('./routes/auth')),
});
const registrationPage = (pick: (module: typeof import('./routes/registration')) => ComponentType) => async () => ({
  Component: pick(await import('./routes/registration')),
});
const accountPage = (pick: (module: typeof import('./routes/account')) => ComponentType) => async () => ({
  Component: pick(await import('./routes/account')),
});

export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: paths.activeTenders, lazy: tenderList((m) => m.ActiveTendersRoute) },
  { path: paths.closedTenders, lazy: tenderList((m) => m.ClosedTendersRoute) },
  { path: paths.cancelledTenders, lazy: tenderList((m) => m.CancelledTendersRoute) },
  { path: paths.retenderedTenders, lazy: tenderList((m) => m.RetenderedTendersRoute) },
  { path: paths.awardedTenders, lazy: tenderList((m) => m.AwardedTendersRoute) },
  { path: paths.tender, lazy: () => import('./routes/tender-details') },
  // Public: the bidders see totals and ranks, and everyone once the tender is awarded.
  { path: paths.comparativeStatement, lazy: () => import('./routes/comparative-statement') },
  { path: paths.contactUs, lazy: () => import('./routes/contact') },
  { path: paths.about, lazy: staticPage((m) => m.AboutPage) },
  { path: paths.faq, lazy: staticPage((m) => m.FaqPage) },
  { path: paths.blogs, lazy: staticPage((m) => m.BlogsPage) },
  { path: paths.newsAndEvents, lazy: staticPage((m) => m.NewsAndEventsPage) },
  { path: paths.privacyPolicy, lazy: staticPage((m) => m.PrivacyPolicyPage) },
  { path: paths.termsConditions, lazy: staticPage((m) => m.TermsConditionsPage) },
  { path: paths.refundPolicy, lazy: staticPage((m) => m.RefundPolicyPage) },
  // Scalar's reference (a separate script of ~1.2 MB gzip) is added by this route only.
  { path: paths.apiDocs, lazy: () => import('../features/api-docs/api-docs-route') },
  { path: paths.openData, lazy: () => import('../features/open-data/open-data-route') },
  { path: paths.verifyReceipt, lazy: () => import('./routes/bids') },
  // Its header (the public tender) is rendered by the server; the bid is guarded in the page
  // (useSignInGate), as <RequireAuth> and <RequireVerified> guard the routes inside them.
  { path: paths.bid, lazy: async () => ({ Component: (await import('./routes/bids')).BidRoute }) },
  { path: paths.alertsUnsubscribe, lazy: () => import('../features/alerts/unsubscribe-route') },
  { path: paths.login, lazy: authPage((m) => m.LoginPage) },
  { path: paths.forgotPassword, lazy: authPage((m) => m.ForgotPasswordPage) },
  { path: paths.resetPassword, lazy: authPage((m) => m.ResetPasswordPage) },
  { path: paths.signUp, lazy: authPage((m) => m.SignUpPage) },
  { path: paths.registerVendor, lazy: registrationPage((m) => m.VendorRegistrationPage) },
  { path: paths.quickRegisterVendor, lazy: registrationPage((m) => m.QuickRegistrationPage) },
  { path: paths.registerBuyer, lazy: registrationPage((m) => m.BuyerRegistrationPage) },
  { path: paths.registerBuilder, lazy: registrationPage((m) => m.BuilderRegistrationPage) },
  { path: paths.registerSuccess, lazy: registrationPage((m) => m.RegisterSuccessPage) },
  {
    lazy: async () => ({ Component: (await import('./guards/route-guards')).RequireAuth }),
    children: [
      { path: paths.emailVerify, lazy: authPage((m) => m.VerifyEmailPage) },
      { path: paths.emailVerifyError, lazy: authPage((m) => m.VerifyErrorPage) },
      { path: paths.changePassword, lazy: accountPage((m) => m.ChangePasswordRoute) },
      {
        lazy: async () => ({ Component: (await import('./guards/route-guards')).RequireVerified }),
        children: [
          { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
          { path: paths.profile, lazy: () => import('./routes/profile') },
          { path: paths.myInfo, lazy: () => import('./routes/my-info') },
          { path: paths.myInfoEdit, lazy: accountPage((m) => m.MyInfoEditRoute) },
          {
            path: paths.tenderClarifications,
            lazy: () => import('../features/clarifications/inbox-route'),
          },
          { path: paths.evaluation, lazy: () => import('./routes/evaluation') },
          { path: paths.myBids, lazy: () => import('./routes/my-bids') },
          { path: `${paths.myTenders}/*`, lazy: () => import('./routes/my-tenders') },
          { path: paths.myFollows, lazy: () => import('../features/follows/my-follows-route') },
          { path: paths.savedSearches, lazy: () => import('../features/alerts/saved-searches-route') },
        ],
      },
      {
        // The admin area: its own lazy chunk; its pages are routes inside it.
        lazy: async () => ({ Component: (await import('./guards/require-admin')).RequireAdmin }),
        children: [{ path: `${paths.admin}/*`, lazy: () => import('./routes/admin') }],
      },
    ],
  },
  { path: '*', lazy: () => import('./routes/not-found') },
];
