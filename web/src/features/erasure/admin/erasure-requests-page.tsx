// /admin/erasures: the registrants' requests to erase their accounts, newest first,
// pending or done; a pending one is carried out from its row. Once done a row keeps no name or
// address, only the account id, what was removed and the records the law keeps.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { erasureMessages as m } from '@tender/shared/erasure-messages';
import { formatIstDate, formatIstDateTime } from '@tender/shared/format';
import { ERASURE_STATUSES, type AdminErasureRequest, type ErasureStatus } from '@tender/shared/schemas/erasure';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import type { Column } from '../../../components/admin/data-table';
import { PagedTable } from '../../../components/admin/paged-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useCursorPages } from '../../../components/admin/use-cursor-pages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { Select } from '../../../components/ui/native-select';
import { useSearchParamChanges } from '../../../lib/use-search-param-changes';
import { useErasureRequests } from './api/get-erasure-requests';
import { CarryOutButton } from './carry-out-button';

const isStatus = (value: string | null): value is ErasureStatus => ERASURE_STATUSES.includes(value as ErasureStatus);

/** What carrying it out did, in words: files removed and the records kept until when. */
function outcomeText(request: AdminErasureRequest): string {
  const outcome = request.outcome;
  if (!outcome) return '—';
  const kept = outcome.retained.map(
    (record) => `${record.kind} ${record.id} until ${formatIstDate(record.retain_until)}`,
  );
  return `${outcome.files_removed} files and ${outcome.items_removed} records removed${kept.length ? `; kept: ${kept.join(', ')}` : ''}`;
}

function columnsOf(onDone: (message: string) => void): Column<AdminErasureRequest>[] {
  return [
    { header: 'Account', nowrap: true, cell: (request) => `#${request.account_id} (${request.role})` },
    { header: 'Status', cell: (request) => <StatusBadge status={request.status} /> },
    {
      header: 'Registrant',
      cell: (request) =>
        request.name ? (
          <Stack gap="0">
            <Text>{request.name}</Text>
            <Text color="gray.600" overflowWrap="anywhere">
              {request.email}
            </Text>
          </Stack>
        ) : (
          'Erased'
        ),
    },
    { header: 'Reason', cell: (request) => request.reason ?? '—' },
    { header: 'Asked', nowrap: true, cell: (request) => formatIstDateTime(request.requested_at) },
    {
      header: 'Carried out',
      cell: (request) =>
        request.status === 'pending' ? (
          <CarryOutButton request={request} onDone={onDone} />
        ) : (
          <Stack gap="0">
            <Text>
              {request.carried_out_at ? formatIstDateTime(request.carried_out_at) : ''}
              {request.carried_out_by ? ` by ${request.carried_out_by.name}` : ''}
            </Text>
            <Text color="gray.600">{outcomeText(request)}</Text>
          </Stack>
        ),
    },
  ];
}

export function ErasureRequestsPage() {
  const [params, setParam] = useSearchParamChanges();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const pages = useCursorPages(status ?? '');
  const { data, error, isLoading, isValidating, mutate } = useErasureRequests(status, pages.cursor);
  const [done, setDone] = useState<string>();
  return (
    <AdminPage title={m.adminTitle} lead={m.adminLead}>
      {done ? <Notice status="success" title={done} /> : null}
      <Box w={{ base: 'full', sm: '14rem' }}>
        <Field label="Status">
          <Select
            name="status"
            value={status ?? ''}
            onChange={(event) => setParam({ status: event.target.value || undefined })}
            options={ERASURE_STATUSES.map((value) => ({ value, label: value }))}
            placeholderOption="Any"
          />
        </Field>
      </Box>
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <PagedTable
          caption={m.adminTitle}
          columns={columnsOf(setDone)}
          rows={data.data}
          rowKey={(request) => request.account_id}
          empty={m.empty}
          pages={pages}
          nextCursor={data.next_cursor}
          pagerLabel="Erasure request pages"
        />
      )}
    </AdminPage>
  );
}
