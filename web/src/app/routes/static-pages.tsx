export { AboutPage } from '../../features/static-pages/about-page';
export { BlogsPage } from '../../features/static-pages/blogs-page';
export { FaqPage } from '../../features/static-pages/faq-page';
export { NewsAndEventsPage } from '../../features/static-pages/news-and-events-page';
export { PrivacyPolicyPage } from '../../features/static-pages/privacy-policy-page';
export { RefundPolicyPage } from '../../features/static-pages/refund-policy-page';
export { TermsConditionsPage } from '../../features/static-pages/terms-conditions-page';
