// THE route table: the CDK stack makes one Lambda and one HTTP API route per entry, the local
// gateway serves the same entries from the same handler modules, and the route fuzzer and the
// OpenAPI document cover every entry. Each entry is a route contract (contracts/<area>.ts).
import { accountRoutes } from './contracts/accounts';
import { adminAuditRoutes } from './contracts/admin-audit';
import { adminContactRoutes } from './contracts/admin-contacts';
import { adminLookupRoutes } from './contracts/admin-lookups';
import { adminPaymentRoutes } from './contracts/admin-payments';
import { adminRegistrantRoutes } from './contracts/admin-registrants';
import { adminSettingsRoutes } from './contracts/admin-settings';
import { adminTenderRoutes } from './contracts/admin-tenders';
import { contactRoutes } from './contracts/contacts';
import { dashboardRoutes } from './contracts/dashboard';
import { docsRoutes } from './contracts/docs';
import { lookupRoutes } from './contracts/lookups';
import { paymentRoutes } from './contracts/payments';
import { profileRoutes } from './contracts/profile';
import { registrationRoutes } from './contracts/registration';
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
  ...contactRoutes,
  ...docsRoutes,
  ...accountRoutes,
  ...uploadRoutes,
  ...paymentRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...dashboardRoutes,
  ...adminTenderRoutes,
  ...adminSettingsRoutes,
  ...adminLookupRoutes,
  ...adminContactRoutes,
  ...adminPaymentRoutes,
  ...adminRegistrantRoutes,
  ...adminAuditRoutes,
];
