import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatIstDate } from '@tender/shared/format';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import { formatPaise } from '@tender/shared/money';
import type { InvoiceSummary } from '@tender/shared/schemas/invoices';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { InvoiceDownloadButton } from '../../../components/invoices/invoice-download-button';
import { LoadingState } from '../../../components/ui/loading-state';
import { useInvoices } from '../api/get-invoices';

const money = (paise: number) => formatPaise(BigInt(paise));

function InvoiceRows({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full">
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="line">
        <Table.Caption srOnly>{invoiceMessages.listTitle}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Taxable value</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">GST</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader>PDF</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row key={invoice.invoice_id}>
              <Table.Cell whiteSpace="nowrap">{invoice.number}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatIstDate(invoice.issued_at)}</Table.Cell>
              <Table.Cell textAlign="end">{money(invoice.taxable_paise)}</Table.Cell>
              <Table.Cell textAlign="end">{money(invoice.tax_paise)}</Table.Cell>
              <Table.Cell textAlign="end">{money(invoice.total_paise)}</Table.Cell>
              <Table.Cell>
                <InvoiceDownloadButton
                  invoiceId={invoice.invoice_id}
                  label={invoiceMessages.download}
                  accessibleName={`${invoiceMessages.download} ${invoice.number}`}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The profile's Invoices: the registrant's GST tax invoices (the registration fee's), each as a PDF. */
export function ProfileInvoices() {
  const { data, error, isValidating, mutate } = useInvoices();
  let body;
  if (data) {
    body = data.data.length ? (
      <InvoiceRows invoices={data.data} />
    ) : (
      <Text color="gray.700">{invoiceMessages.listEmpty}</Text>
    );
  } else if (error) body = <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  else body = <LoadingState />;
  return (
    <Stack as="section" gap="3" aria-labelledby="profile-invoices-title">
      <Heading as="h2" size="md" id="profile-invoices-title">
        {invoiceMessages.listTitle}
      </Heading>
      {body}
    </Stack>
  );
}
