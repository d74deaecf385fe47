// /admin/tenders: tenders of one state at a time (drafts, active, cancelled, re-tendered), searched
// by tender id or project name, filtered by category and work type, paged by the server's cursor.
// The state and filters live in the address, so Back and a shared link show the same list.
import { Box } from '@chakra-ui/react/box';
import { formatIstDateTime } from '@tender/shared/format';
import type { LookupKindName } from '@tender/shared/schemas/lookups-admin';
import type { AdminTenderListItem, AdminTenderStatus } from '@tender/shared/schemas/tenders-admin';
import { Plus } from 'lucide-react';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { FlashNotice } from '../../../../components/flash-notice';
import { AppLink } from '../../../../components/ui/app-link';
import { Field } from '../../../../components/ui/field';
import { ButtonLink } from '../../../../components/ui/link';
import { LoadingState } from '../../../../components/ui/loading-state';
import { Select } from '../../../../components/ui/native-select';
import { adminPaths, adminTenderPath } from '../../../../config/paths';
import { useAdminLookups } from '../../../../lib/admin/get-admin-lookups';
import { lookupChoices } from '../../../../lib/admin/lookup-choices';
import { AdminPage } from '../../../../components/admin/admin-page';
import { AdminSearchForm } from '../../../../components/admin/admin-search-form';
import type { Column } from '../../../../components/admin/data-table';
import { PagedTable } from '../../../../components/admin/paged-table';
import { StatusBadge } from '../../../../components/admin/status-badge';
import { useCursorPages } from '../../../../components/admin/use-cursor-pages';
import { useSearchParamChanges } from '../../../../lib/use-search-param-changes';
import { useAdminTenders } from '../api/list-admin-tenders';
import { TabNav } from '../../../../components/admin/tab-nav';

const TENDER_STATUS_TABS: readonly { status: AdminTenderStatus; label: string }[] = [
  { status: 'draft', label: 'Drafts' },
  { status: 'in_review', label: 'In review' },
  { status: 'active', label: 'Active' },
  { status: 'closed', label: 'Closed' },
  { status: 'cancelled', label: 'Cancelled' },
  { status: 'retendered', label: 'Re-tendered' },
  { status: 'awarded', label: 'Awarded' },
  { status: 'unsuccessful', label: 'Unsuccessful' },
];

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

/** The list's state and filters as the address holds them, and a change of some of them. */
function useListParams() {
  const [params, setParam] = useSearchParamChanges();
  return {
    params,
    status: statusOf(params.get('status')),
    q: params.get('q') ?? '',
    category: positive(params.get('category')),
    workType: positive(params.get('work_type')),
    setParam,
  };
}

type ListParams = ReturnType<typeof useListParams>;

export function TendersPage() {
  const list = useListParams();
  const { status, q, category, workType } = list;
  const pages = useCursorPages(`${status}|${q}|${category}|${workType}`);
  const { data, error, isLoading, isValidating, mutate } = useAdminTenders({
    status,
    q: q || undefined,
    category,
    work_type: workType,
    cursor: pages.cursor,
  });
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
          to: `${adminPaths.tenders}?${withStatus(list.params, tab.status)}`,
        }))}
      />
      <TenderSearch list={list} />
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <PagedTable
          caption={`${tabLabel} tenders`}
          columns={columns}
          rows={data.data}
          rowKey={(tender) => tender.id}
          empty="No tenders match."
          pages={pages}
          nextCursor={data.next_cursor}
          pagerLabel="Tender pages"
        />
      )}
    </AdminPage>
  );
}

/** The search (sent with Search) and the category and work type filters (applied when chosen). */
function TenderSearch({ list }: { list: ListParams }) {
  const { q, category, workType, setParam } = list;
  return (
    <AdminSearchForm
      label="Search tenders"
      fieldLabel="Tender ID or project name"
      q={q}
      onSearch={(value) => setParam({ q: value })}
    >
      <LookupFilter
        kind="tender_category"
        label="Category"
        allLabel="All categories"
        value={category}
        onChange={(value) => setParam({ category: value })}
      />
      <LookupFilter
        kind="work_type"
        label="Work type"
        allLabel="All work types"
        value={workType}
        onChange={(value) => setParam({ work_type: value })}
      />
    </AdminSearchForm>
  );
}

type LookupFilterProps = {
  kind: LookupKindName;
  label: string;
  /** The choice that filters nothing out. */
  allLabel: string;
  value: number | undefined;
  onChange: (value: string | undefined) => void;
};

/** A lookup list as a filter: its entries not retired, and the one chosen even if retired. */
function LookupFilter({ kind, label, allLabel, value, onChange }: LookupFilterProps) {
  const lookups = useAdminLookups(kind);
  return (
    <Box flex="1 1 12rem" minW="0">
      <Field label={label}>
        <Select
          value={value ? String(value) : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          options={lookupChoices(lookups.data?.data, value ? [value] : [])}
          placeholderOption={allLabel}
        />
      </Field>
    </Box>
  );
}
