import { AdminPaymentsAnswer, AdminPaymentsQuery } from '@tender/shared/schemas/payments-admin';
import { defineRoute } from './route-contract';

export const listAdminPayments = defineRoute({
  method: 'GET',
  path: '/admin/payments',
  handler: 'payments/admin/list-payments',
  auth: 'admin',
  tag: 'Admin: payments',
  summary:
    'Registration fee orders since a day (default the last 30 days), newest first: status, amount, payment id, registrant (no card details exist)',
  query: AdminPaymentsQuery,
  answers: { 200: AdminPaymentsAnswer },
  access: { table: 'read' },
});

export const adminPaymentRoutes = [listAdminPayments] as const;
