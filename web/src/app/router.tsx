import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

// One lazy chunk per area (DESIGN.md §7): home, tenders, tender details, contact, static pages, API
// reference, not found.
const staticPage = (pick: (module: typeof import('./routes/static-pages')) => ComponentType) => async () => ({
  Component: pick(await import('./routes/static-pages')),
});
const tenderList = (pick: (module: typeof import('./routes/tenders')) => ComponentType) => async () => ({
  Component: pick(await import('./routes/tenders')),
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.activeTenders, lazy: tenderList((m) => m.ActiveTendersRoute) },
          { path: paths.cancelledTenders, lazy: tenderList((m) => m.CancelledTendersRoute) },
          { path: paths.retenderedTenders, lazy: tenderList((m) => m.RetenderedTendersRoute) },
          { path: paths.tender, lazy: () => import('./routes/tender-details') },
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
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
