// /admin/lookups: the four lookup lists (tender categories, work types, document types, materials).
// Add, rename, retire (hidden from new choices, kept where chosen) or bring back, and delete, which
// the server refuses with its 409 message while a tender uses the entry.
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import type { AdminLookupEntry, LookupKindName } from '@tender/shared/schemas/lookups-admin';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { TabNav } from '../../../components/admin/tab-nav';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import type { Outcome } from '../../../components/form/form-outcome';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { adminPaths, AUDIT_PATH } from '../../../config/paths';
import { lookupsKey, useAdminLookups } from '../../../lib/admin/get-admin-lookups';
import { AddLookupForm, DeleteLookupDialog, RenameLookupDialog, RetireButton, type LookupDone } from './lookup-forms';
import { LOOKUP_LISTS, PUBLIC_LOOKUP_KEYS } from './lookup-lists';

export function LookupsPage() {
  const [params] = useSearchParams();
  const current = LOOKUP_LISTS.find((list) => list.kind === params.get('kind')) ?? LOOKUP_LISTS[0]!;
  return (
    <AdminPage title="Lookups" lead="The choices tender and registration forms offer.">
      <TabNav
        label="Lookup lists"
        current={current.kind}
        tabs={LOOKUP_LISTS.map((list) => ({
          key: list.kind,
          label: list.title,
          to: `${adminPaths.lookups}?kind=${list.kind}`,
        }))}
      />
      <LookupList key={current.kind} kind={current.kind} title={current.title} rowLabel={current.rowLabel} />
    </AdminPage>
  );
}

type LookupListProps = { kind: LookupKindName; title: string; rowLabel: string };

function LookupList({ kind, title, rowLabel }: LookupListProps) {
  const { data, error, isLoading, isValidating, mutate } = useAdminLookups(kind);
  const revalidate = useRevalidate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [renaming, setRenaming] = useState<AdminLookupEntry | null>(null);
  const [deleting, setDeleting] = useState<AdminLookupEntry | null>(null);

  const done: LookupDone = async (message) => {
    setOutcome({ status: 'success', message });
    await mutate();
    await revalidate(...PUBLIC_LOOKUP_KEYS, AUDIT_PATH, lookupsKey(kind));
  };
  const clearOutcome = () => setOutcome(null);
  const failed = (message: string) => setOutcome({ status: 'error', message });

  const columns: Column<AdminLookupEntry>[] = [
    { header: 'ID', nowrap: true, cell: (entry) => entry.id },
    { header: 'Name', cell: (entry) => entry.name },
    { header: 'Used by tenders', align: 'end', cell: (entry) => entry.used },
    { header: 'State', cell: (entry) => <StatusBadge status={entry.retired ? 'retired' : 'active'} /> },
    {
      header: 'Actions',
      cell: (entry) => (
        <HStack gap="1" flexWrap="wrap">
          <Button size="xs" variant="outline" aria-label={`Rename ${entry.name}`} onClick={() => setRenaming(entry)}>
            Rename
          </Button>
          <RetireButton kind={kind} entry={entry} onStart={clearOutcome} onDone={done} onFailed={failed} />
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${entry.name}`}
            onClick={() => setDeleting(entry)}
          >
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
      <AddLookupForm kind={kind} rowLabel={rowLabel} onStart={clearOutcome} onDone={done} />
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={data.data}
          rowKey={(entry) => entry.id}
          empty="No entries."
        />
      )}
      <RenameLookupDialog kind={kind} entry={renaming} onClose={() => setRenaming(null)} onDone={done} />
      <DeleteLookupDialog kind={kind} entry={deleting} onClose={() => setDeleting(null)} onDone={done} />
    </>
  );
}
