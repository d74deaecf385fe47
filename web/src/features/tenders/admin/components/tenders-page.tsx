// /admin/tenders: tenders of one state at a time (drafts, active, cancelled, re-tendered), searched
// by tender id or project name, filtered by category and work type, paged by the server's cursor.
// The state and filters live in the address, so Back and a shared link show the same list.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { formatIstDateTime } from '@tender/shared/format';
import type { AdminTenderListItem, AdminTenderStatus } from '@tender/shared/schemas/tenders-admin';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { FlashNotice } from '../../../../components/flash-notice';
import { AppLink } from '../../../../components/ui/app-link';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { ButtonLink } from '../../../../components/ui/link';
import { LoadingState } from '../../../../components/ui/loading-state';
import { Select } from '../../../../components/ui/native-select';
import { adminPaths, adminTenderPath } from '../../../../config/paths';
import { lookupChoices, useAdminLookups } from '../../../lookups/admin/api';
import { AdminPage } from '../../../../components/admin/admin-page';
import { CursorPager } from '../../../../components/admin/cursor-pager';
import { DataTable, type Column } from '../../../../components/admin/data-table';
import { StatusBadge } from '../../../../components/admin/status-badge';
import { useCursorPages } from '../../../../components/admin/use-cursor-pages';
import { TENDER_STATUS_TABS, useAdminTenders } from '../api';
import { TabNav } from '../../../../components/admin/tab-nav';

const STATUSES = TENDER_STATUS_TABS.map((tab) => tab.status);

export function statusOf(value: string | null): AdminTenderStatus {
  return (STATUSES as readonly string[]).includes(value ?? '') ? (value as AdminTenderStatus) : 'active';
}

/** The address of another state's tab: the same search and filters. */
function withStatus(params: URLSearchParams, status: AdminTenderStatus): string {
  const next = new URLSearchParams(params);
  next.set('status', status);
  return next.toString();
}

const positive = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

const columns: Column<AdminTenderListItem>[] = [
  {
    header: 'Tender ID',
    nowrap: true,
    cell: (tender) => (
      <AppLink to={adminTenderPath(tender.id)} color="blue.700" fontWeight="semibold">
        {tender.tender_uid}
      </AppLink>
    ),
  },
  { header: 'Project', cell: (tender) => tender.project_name },
  { header: 'Category', cell: (tender) => tender.tender_category_name },
  { header: 'Work type', cell: (tender) => tender.material_work_type_name },
  { header: 'Bid end', nowrap: true, cell: (tender) => formatIstDateTime(tender.bid_submission_end_date) },
  { header: 'Status', cell: (tender) => <StatusBadge status={tender.status} /> },
];

export function TendersPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const q = params.get('q') ?? '';
  const category = positive(params.get('category'));
  const workType = positive(params.get('work_type'));
  const [text, setText] = useState(q);
  const pages = useCursorPages(`${status}|${q}|${category}|${workType}`);
  const { data, error, isLoading, isValidating, mutate } = useAdminTenders({
    status,
    q: q || undefined,
    category,
    work_type: workType,
    cursor: pages.cursor,
  });
  const categories = useAdminLookups('tender_category');
  const workTypes = useAdminLookups('work_type');

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setParam({ q: text.trim() || undefined });
  };

  const tabLabel = TENDER_STATUS_TABS.find((tab) => tab.status === status)?.label ?? '';

  return (
    <AdminPage
      title="Tenders"
      actions={
        <ButtonLink to={adminPaths.newTender} colorPalette="blue">
          <Plus aria-hidden="true" />
          New tender
        </ButtonLink>
      }
    >
      <FlashNotice />
      <TabNav
        label="Tender states"
        current={status}
        tabs={TENDER_STATUS_TABS.map((tab) => ({
          key: tab.status,
          label: tab.label,
          to: `${adminPaths.tenders}?${withStatus(params, tab.status)}`,
        }))}
      />
      <Stack as="form" role="search" aria-label="Search tenders" onSubmit={handleSearch} gap="3">
        <HStack gap="3" align="flex-end" flexWrap="wrap">
          <Box flex="1 1 16rem" minW="0">
            <Field label="Tender ID or project name">
              <Input value={text} onChange={(event) => setText(event.target.value)} name="q" maxLength={100} />
            </Field>
          </Box>
          <Button type="submit" colorPalette="blue" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </HStack>
        <HStack gap="3" flexWrap="wrap">
          <Box flex="1 1 12rem" minW="0">
            <Field label="Category">
              <Select
                value={category ? String(category) : ''}
                onChange={(event) => setParam({ category: event.target.value || undefined })}
                options={lookupChoices(categories.data?.data, category ? [category] : [])}
                placeholderOption="All categories"
              />
            </Field>
          </Box>
          <Box flex="1 1 12rem" minW="0">
            <Field label="Work type">
              <Select
                value={workType ? String(workType) : ''}
                onChange={(event) => setParam({ work_type: event.target.value || undefined })}
                options={lookupChoices(workTypes.data?.data, workType ? [workType] : [])}
                placeholderOption="All work types"
              />
            </Field>
          </Box>
        </HStack>
      </Stack>
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <>
          <DataTable
            caption={`${tabLabel} tenders`}
            columns={columns}
            rows={data.data}
            rowKey={(tender) => tender.id}
            empty="No tenders match."
          />
          <CursorPager
            label="Tender pages"
            page={pages.page}
            nextCursor={data.next_cursor}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </>
      )}
    </AdminPage>
  );
}
