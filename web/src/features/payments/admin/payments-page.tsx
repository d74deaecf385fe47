// /admin/payments: registration fee orders with their status, amount (INR, Indian grouping), payment
// id and the registrant they paid for. No card details exist: the provider's checkout takes the card.
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatInr, formatIstDate, formatIstDateTime } from '@tender/shared/format';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import type { AdminPayment } from '@tender/shared/schemas/payments-admin';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { InvoiceDownloadButton } from '../../../components/invoices/invoice-download-button';
import { AppLink } from '../../../components/ui/app-link';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/loading-state';
import { adminRegistrantPath } from '../../../config/paths';
import { useSearchParamChanges } from '../../../lib/use-search-param-changes';
import { AdminPage } from '../../../components/admin/admin-page';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { ADMIN_PAYMENTS_MAX, usePayments } from './api/get-payments';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The amount as the registrant paid it: ₹1,23,456.00 for INR, else the figure and the currency. */
export function formatAmount(payment: Pick<AdminPayment, 'amount' | 'currency'>): string {
  return payment.currency === 'INR' ? formatInr(payment.amount) : `${payment.amount} ${payment.currency}`;
}

const columns: Column<AdminPayment>[] = [
  { header: 'Order', nowrap: true, cell: (payment) => payment.order_id },
  { header: 'Status', cell: (payment) => <StatusBadge status={payment.status} /> },
  { header: 'Amount', align: 'end', nowrap: true, cell: formatAmount },
  { header: 'Payment ID', nowrap: true, cell: (payment) => payment.payment_id ?? '—' },
  {
    header: 'Registrant',
    cell: (payment) =>
      payment.registrant ? (
        <AppLink to={adminRegistrantPath(payment.registrant.id)} color="blue.700">
          {payment.registrant.name}
        </AppLink>
      ) : (
        '—'
      ),
  },
  { header: 'Purpose', cell: (payment) => payment.purpose },
  {
    header: 'Invoice',
    cell: (payment) =>
      payment.invoice_id ? (
        <InvoiceDownloadButton
          invoiceId={payment.invoice_id}
          label={invoiceMessages.adminLink}
          accessibleName={`${invoiceMessages.adminLink} of order ${payment.order_id}`}
        />
      ) : (
        '—'
      ),
  },
  { header: 'Created', nowrap: true, cell: (payment) => formatIstDateTime(payment.created_at) },
  {
    header: 'Paid',
    nowrap: true,
    cell: (payment) =>
      payment.paid_at
        ? `${formatIstDateTime(payment.paid_at)}${payment.paid_via ? ` (${payment.paid_via})` : ''}`
        : '—',
  },
];

export function PaymentsPage() {
  const [params, setParam] = useSearchParamChanges();
  const sinceParam = params.get('since') ?? '';
  const since = DAY.test(sinceParam) ? sinceParam : undefined;
  const { data, error, isLoading, isValidating, mutate } = usePayments(since);
  return (
    <AdminPage title="Payments" lead="Registration fee orders, newest first. Card details are never stored.">
      <HStack gap="3" align="flex-end" flexWrap="wrap">
        <Box w={{ base: 'full', sm: '14rem' }}>
          <Field label="Orders since" helperText="India time; by default the last 30 days.">
            <Input
              type="date"
              name="since"
              value={since ?? ''}
              onChange={(event) => setParam({ since: event.target.value || undefined })}
            />
          </Field>
        </Box>
      </HStack>
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <>
          <Text color="gray.700">
            Since {formatIstDate(data.since)}: {data.data.length} order
            {data.data.length === 1 ? '' : 's'}
            {data.data.length >= ADMIN_PAYMENTS_MAX ? ` (the newest ${ADMIN_PAYMENTS_MAX} only)` : ''}.
          </Text>
          <DataTable
            caption="Registration fee orders"
            columns={columns}
            rows={data.data}
            rowKey={(payment) => payment.order_id}
            empty="No orders in this period."
          />
        </>
      )}
    </AdminPage>
  );
}
