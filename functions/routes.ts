// THE route table: the CDK stack makes one Lambda and one HTTP API route per entry, the local
// gateway serves the same entries from the same handler modules, and the route fuzzer and the
// OpenAPI document cover every entry. Each entry is a route contract (contracts/<area>.ts).
import { accountDataRoutes } from './contracts/account-data';
import { accountRoutes } from './contracts/accounts';
import { awardRoutes } from './contracts/award';
import { bidSubmissionRoutes } from './contracts/bid-submission';
import { bidRoutes } from './contracts/bids';
import { calendarRoutes } from './contracts/calendar';
import { bidPaymentRoutes } from './contracts/bid-payments';
import { invoiceRoutes } from './contracts/invoices';
import { builderProfileRoutes } from './contracts/builder-profile';
import { clarificationRoutes } from './contracts/clarifications';
import { adminAuditRoutes } from './contracts/audit';
import { adminContactRoutes } from './contracts/contacts-admin';
import { adminLookupRoutes } from './contracts/lookups-admin';
import { adminPaymentRoutes } from './contracts/payments-admin';
import { adminRegistrantRoutes } from './contracts/registrants';
import { adminSettingsRoutes } from './contracts/settings-admin';
import { adminTenderRoutes } from './contracts/tenders-admin';
import { contactRoutes } from './contracts/contacts';
import { corrigendumRoutes } from './contracts/corrigenda';
import { dashboardRoutes } from './contracts/dashboard';
import { erasureRoutes } from './contracts/erasure';
import { evaluationRoutes } from './contracts/evaluation';
import { followRoutes } from './contracts/follows';
import { docsRoutes } from './contracts/docs';
import { lookupRoutes } from './contracts/lookups';
import { myTenderRoutes } from './contracts/my-tenders';
import { ocdsRoutes } from './contracts/ocds';
import { openingRoutes } from './contracts/opening';
import { paymentRoutes } from './contracts/payments';
import { profileRoutes } from './contracts/profile';
import { registrationRoutes } from './contracts/registration';
import { refundRoutes } from './contracts/refunds';
import { savedSearchRoutes } from './contracts/saved-searches';
import type { RouteContract } from './contracts/route-contract';
import { settingsRoutes } from './contracts/settings';
import { tenderRoutes } from './contracts/tenders';
import { uploadRoutes } from './contracts/uploads';

export type { AuthLevel, HttpMethod } from './contracts/route-contract';
export type Route = RouteContract;

export { API_BASE_PATH } from './contracts/base-path';

export const routes: readonly Route[] = [
  ...tenderRoutes,
  ...lookupRoutes,
  ...settingsRoutes,
  ...bidRoutes,
  ...bidSubmissionRoutes,
  ...openingRoutes,
  ...bidPaymentRoutes,
  ...evaluationRoutes,
  ...awardRoutes,
  ...clarificationRoutes,
  ...corrigendumRoutes,
  ...followRoutes,
  ...contactRoutes,
  ...docsRoutes,
  ...accountRoutes,
  ...accountDataRoutes,
  ...uploadRoutes,
  ...paymentRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...invoiceRoutes,
  ...builderProfileRoutes,
  ...dashboardRoutes,
  ...myTenderRoutes,
  ...adminTenderRoutes,
  ...refundRoutes,
  ...adminSettingsRoutes,
  ...adminLookupRoutes,
  ...adminContactRoutes,
  ...adminPaymentRoutes,
  ...adminRegistrantRoutes,
  ...adminAuditRoutes,
  ...erasureRoutes,
  ...ocdsRoutes,
  ...savedSearchRoutes,
  ...calendarRoutes,
];
