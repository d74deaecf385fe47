// THE route table: the CDK stack makes one Lambda and one HTTP API route per entry, and the
// local gateway serves the same entries from the same handler modules.

export type AuthLevel = 'public' | 'user' | 'verified' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  /** Path under /api/v1, with {name} parameters as API Gateway writes them. */
  path: string;
  /** Module under functions/handlers, without extension; it exports `handler`. */
  handler: string;
  auth: AuthLevel;
  /** Only set for handlers that need more than the default Lambda memory. */
  memory?: number;
};

export const API_BASE_PATH = '/api/v1';

export const routes: readonly Route[] = [
  { method: 'GET', path: '/get_tender_list', handler: 'tenders/get-tender-list', auth: 'public' },
  { method: 'GET', path: '/tenders/active_tenders', handler: 'tenders/get-active-tenders', auth: 'public' },
  { method: 'GET', path: '/tenders/cancelled_tenders', handler: 'tenders/get-cancelled-tenders', auth: 'public' },
  { method: 'GET', path: '/tenders/re_tenders', handler: 'tenders/get-re-tenders', auth: 'public' },
  { method: 'GET', path: '/tenders/get_tender_info/{id}', handler: 'tenders/get-tender-info', auth: 'public' },
  {
    method: 'GET',
    path: '/tenders/{id}/documents/{documentId}/download',
    handler: 'tenders/download-tender-document',
    auth: 'public',
  },
  { method: 'GET', path: '/tender_category_list', handler: 'lookups/get-tender-category-list', auth: 'public' },
  { method: 'GET', path: '/work_type_list', handler: 'lookups/get-work-type-list', auth: 'public' },
  { method: 'GET', path: '/document_type_list', handler: 'lookups/get-document-type-list', auth: 'public' },
  { method: 'GET', path: '/material_list', handler: 'lookups/get-material-list', auth: 'public' },
  { method: 'GET', path: '/get_settings_basic_info', handler: 'settings/get-settings-basic-info', auth: 'public' },
  { method: 'GET', path: '/get_payment_info', handler: 'payments/get-payment-info', auth: 'public' },
  {
    method: 'GET',
    path: '/check_payment_during_contractor_registration',
    handler: 'payments/check-payment-during-registration',
    auth: 'public',
  },
  { method: 'POST', path: '/contacts', handler: 'contacts/create-contact', auth: 'public' },
];
