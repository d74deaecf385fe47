// /admin/lookups: the four lookup lists (tender categories, work types, document types, materials).
// Add, rename, retire (hidden from new choices, kept where chosen) or bring back, and delete, which
// the server refuses with its 409 message while a tender uses the entry.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { HStack } from '@chakra-ui/react/stack';
import { lookupMessages as m } from '@tender/shared/admin-messages';
import { isSafeText } from '@tender/shared/rules';
import type { AdminLookupEntry, LookupKindName } from '@tender/shared/schemas/lookups-admin';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/loading-state';
import { adminPaths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/api-error';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import {
  createLookup,
  deleteLookup,
  LOOKUP_LISTS,
  lookupsKey,
  PUBLIC_LOOKUP_KEYS,
  updateLookup,
  useAdminLookups,
} from './api';
import { TabNav } from '../../../components/admin/tab-nav';

/** The client's own check of an entry name, with the server's messages. */
export function lookupNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return m.name;
  if (trimmed.length > 120) return m.nameTooLong;
  if (!isSafeText(trimmed)) return m.nameUnsafe;
  return undefined;
}

type Outcome = { status: 'success' | 'error'; message: string } | null;

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
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<AdminLookupEntry | null>(null);
  const [newName, setNewName] = useState('');
  const [renameError, setRenameError] = useState<string>();
  const [deleting, setDeleting] = useState<AdminLookupEntry | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [dialogError, setDialogError] = useState<string>();

  const refresh = async () => {
    await mutate();
    await revalidate(...PUBLIC_LOOKUP_KEYS, '/admin/audit', lookupsKey(kind));
  };

  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    const problem = lookupNameProblem(name);
    setNameError(problem);
    setOutcome(null);
    if (problem) return;
    setAdding(true);
    try {
      const answer = await createLookup(kind, name.trim());
      setName('');
      setOutcome({ status: 'success', message: answer.message });
      await refresh();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setNameError(failure.fieldErrors.name?.[0] ?? failure.message);
    } finally {
      setAdding(false);
    }
  };

  const handleRetire = async (entry: AdminLookupEntry) => {
    setOutcome(null);
    setBusy(entry.id);
    try {
      const answer = await updateLookup(kind, entry.id, { retired: !entry.retired });
      setOutcome({ status: 'success', message: answer.message });
      await refresh();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setOutcome({ status: 'error', message: failure.message });
    } finally {
      setBusy(null);
    }
  };

  const handleRename = async () => {
    if (!renaming) return;
    const problem = lookupNameProblem(newName);
    setRenameError(problem);
    if (problem) return;
    setBusy(renaming.id);
    try {
      const answer = await updateLookup(kind, renaming.id, { name: newName.trim() });
      setOutcome({ status: 'success', message: answer.message });
      setRenaming(null);
      await refresh();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setRenameError(failure.fieldErrors.name?.[0] ?? failure.message);
    } finally {
      setBusy(null);
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    setBusy(deleting.id);
    setDialogError(undefined);
    try {
      const answer = await deleteLookup(kind, deleting.id);
      setOutcome({ status: 'success', message: answer.message });
      setDeleting(null);
      await refresh();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setDialogError(failure.message);
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<AdminLookupEntry>[] = [
    { header: 'ID', nowrap: true, cell: (entry) => entry.id },
    { header: 'Name', cell: (entry) => entry.name },
    { header: 'Used by tenders', align: 'end', cell: (entry) => entry.used },
    { header: 'State', cell: (entry) => <StatusBadge status={entry.retired ? 'retired' : 'active'} /> },
    {
      header: 'Actions',
      cell: (entry) => (
        <HStack gap="1" flexWrap="wrap">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Rename ${entry.name}`}
            onClick={() => {
              setRenaming(entry);
              setNewName(entry.name);
              setRenameError(undefined);
            }}
          >
            Rename
          </Button>
          <Button
            size="xs"
            variant="outline"
            loading={busy === entry.id && !renaming && !deleting}
            aria-label={`${entry.retired ? 'Bring back' : 'Retire'} ${entry.name}`}
            onClick={() => void handleRetire(entry)}
          >
            {entry.retired ? 'Bring back' : 'Retire'}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${entry.name}`}
            onClick={() => {
              setDeleting(entry);
              setDialogError(undefined);
            }}
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
      <chakra.form onSubmit={handleAdd} noValidate display="flex" gap="3" alignItems="flex-end" flexWrap="wrap">
        <Box flex="1 1 16rem" minW="0">
          <Field label={`New ${rowLabel}`} invalid={Boolean(nameError)} errorText={nameError}>
            <Input name="name" value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          </Field>
        </Box>
        <Button type="submit" colorPalette="blue" loading={adding} mb={nameError ? '6' : undefined}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </chakra.form>
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
      <ConfirmDialog
        open={renaming !== null}
        onOpenChange={(open) => (open ? undefined : setRenaming(null))}
        title={`Rename ${renaming?.name ?? ''}`}
        description="Tenders that use it show the new name."
        confirmLabel="Save name"
        tone="blue"
        busy={busy !== null && busy === renaming?.id}
        onConfirm={() => void handleRename()}
      >
        <Field label="Name" required invalid={Boolean(renameError)} errorText={renameError}>
          <Input name="new-name" value={newName} maxLength={120} onChange={(event) => setNewName(event.target.value)} />
        </Field>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="Only an entry no tender uses can be deleted; otherwise rename or retire it."
        confirmLabel="Delete"
        busy={busy !== null && busy === deleting?.id}
        error={dialogError}
        onConfirm={() => void handleDelete()}
      />
    </>
  );
}
