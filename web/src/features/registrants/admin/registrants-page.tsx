// /admin/registrants: contractors (and builders) or organisations, newest first, searched by name,
// company, email, mobile or PAN, filtered by verified, paid, review status (and role), paged by the
// server's cursor. A list that does not load shows SPEC.md §8's 'Failed to fetch ...'.
import { Box } from '@chakra-ui/react/box';
import { formatIstDate } from '@tender/shared/format';
import type { RegistrantListItem } from '@tender/shared/schemas/registrants';
import { FlashNotice } from '../../../components/flash-notice';
import { AppLink } from '../../../components/ui/app-link';
import { Field } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { Select, type SelectOption } from '../../../components/ui/native-select';
import { adminPaths, adminRegistrantPath } from '../../../config/paths';
import { useSearchParamChanges } from '../../../lib/use-search-param-changes';
import { AdminPage } from '../../../components/admin/admin-page';
import { AdminSearchForm } from '../../../components/admin/admin-search-form';
import type { Column } from '../../../components/admin/data-table';
import { PagedTable } from '../../../components/admin/paged-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useCursorPages } from '../../../components/admin/use-cursor-pages';
import {
  REGISTRANT_STATUSES,
  useRegistrants,
  type RegistrantFilter,
  type RegistrantList,
  type YesNo,
} from './api/get-registrants';
import { RegistrantFetchFailed } from './registrant-fetch-failed';
import { TabNav } from '../../../components/admin/tab-nav';

const LISTS: readonly { list: RegistrantList; label: string }[] = [
  { list: 'contractors', label: 'Contractors' },
  { list: 'organizations', label: 'Organisations' },
];

const YES_NO: SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The filters the address holds (anything else in it is ignored). */
export function registrantFilterOf(params: URLSearchParams): Omit<RegistrantFilter, 'cursor'> {
  const list = pick(params.get('list'), ['contractors', 'organizations'] as const) ?? 'contractors';
  return {
    list,
    q: params.get('q')?.trim() || undefined,
    verified: pick<YesNo>(params.get('verified'), ['true', 'false']),
    paid: pick<YesNo>(params.get('paid'), ['true', 'false']),
    status: pick(params.get('status'), REGISTRANT_STATUSES),
    role: list === 'contractors' ? pick(params.get('role'), ['Contractor', 'Builder'] as const) : undefined,
  };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: Column<RegistrantListItem>[] = [
  {
    header: 'Name',
    cell: (row) => (
      <AppLink
        to={`${adminRegistrantPath(row.id)}${row.kind === 'organization' ? '?list=organizations' : ''}`}
        color="blue.700"
        fontWeight="semibold"
      >
        {row.name}
      </AppLink>
    ),
  },
  { header: 'Company', cell: (row) => row.company_name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Mobile', nowrap: true, cell: (row) => row.mobile },
  { header: 'PAN', nowrap: true, cell: (row) => row.pan },
  { header: 'Role', cell: (row) => row.role },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Grade', cell: (row) => row.grade ?? '—' },
  { header: 'Verified', cell: (row) => yesNo(row.verified) },
  { header: 'Paid', cell: (row) => yesNo(row.paid) },
  { header: 'Registered', nowrap: true, cell: (row) => formatIstDate(row.created_at) },
];

export function RegistrantsPage() {
  const [params, setParam] = useSearchParamChanges();
  const filter = registrantFilterOf(params);
  const pages = useCursorPages(JSON.stringify(filter));
  const { data, error, isLoading, isValidating, mutate } = useRegistrants({ ...filter, cursor: pages.cursor });

  const filterSelect = (name: 'verified' | 'paid' | 'status' | 'role', label: string, options: SelectOption[]) => (
    <Box flex="1 1 9rem" minW="0">
      <Field label={label}>
        <Select
          name={name}
          value={filter[name] ?? ''}
          onChange={(event) => setParam({ [name]: event.target.value || undefined })}
          options={options}
          placeholderOption="Any"
        />
      </Field>
    </Box>
  );

  return (
    <AdminPage title="Registrants">
      <FlashNotice />
      <TabNav
        label="Registrant lists"
        current={filter.list}
        tabs={LISTS.map((entry) => ({
          key: entry.list,
          label: entry.label,
          to: `${adminPaths.registrants}?list=${entry.list}`,
        }))}
      />
      <AdminSearchForm
        label="Search registrants"
        fieldLabel="Name, company, email, mobile or PAN"
        q={filter.q ?? ''}
        onSearch={(q) => setParam({ q })}
      >
        {filterSelect('verified', 'Email verified', YES_NO)}
        {filterSelect('paid', 'Fee paid', YES_NO)}
        {filterSelect(
          'status',
          'Review status',
          REGISTRANT_STATUSES.map((status) => ({ value: status, label: status })),
        )}
        {filter.list === 'contractors'
          ? filterSelect('role', 'Role', [
              { value: 'Contractor', label: 'Contractor' },
              { value: 'Builder', label: 'Builder' },
            ])
          : null}
      </AdminSearchForm>
      {error ? (
        <RegistrantFetchFailed list={filter.list} error={error} retrying={isValidating} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <PagedTable
          caption={filter.list === 'contractors' ? 'Contractors' : 'Organisations'}
          columns={columns}
          rows={data.data}
          rowKey={(row) => row.id}
          empty="No registrants match."
          pages={pages}
          nextCursor={data.next_cursor}
          pagerLabel="Registrant pages"
        />
      )}
    </AdminPage>
  );
}
