// /admin/enquiries: SPEC.md §2's contact list table: subject, name, email, phone, message and the
// actions show, edit, delete; 10 per page, newest id first.
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminContact } from '@tender/shared/schemas/contacts-admin';
import { useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FlashNotice } from '../../../components/flash-notice';
import { Notice } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/link';
import { LoadingState } from '../../../components/ui/loading-state';
import { adminEnquiryEditPath, adminEnquiryPath, AUDIT_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api/api-error';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import type { Column } from '../../../components/admin/data-table';
import { PagedTable } from '../../../components/admin/paged-table';
import { useCursorPages } from '../../../components/admin/use-cursor-pages';
import { deleteEnquiry } from './api/delete-enquiry';
import { ENQUIRIES_PATH, useEnquiries } from './api/get-enquiries';

const short = (text: string, length = 120) => (text.length > length ? `${text.slice(0, length)}…` : text);

export function EnquiriesPage() {
  const pages = useCursorPages('enquiries');
  const { data, error, isLoading, isValidating, mutate } = useEnquiries(pages.cursor);
  const revalidate = useRevalidate();
  const [deleting, setDeleting] = useState<AdminContact | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const handleDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await deleteEnquiry(deleting.id);
      await revalidate(ENQUIRIES_PATH, AUDIT_PATH);
      setDone(answer.message);
      setDeleting(null);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<AdminContact>[] = [
    { header: 'Subject', cell: (row) => row.subject },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Phone', nowrap: true, cell: (row) => row.phone },
    { header: 'Message', cell: (row) => <Text whiteSpace="pre-line">{short(row.message)}</Text> },
    {
      header: 'Actions',
      cell: (row) => (
        <HStack gap="1" flexWrap="wrap">
          <ButtonLink to={adminEnquiryPath(row.id)} size="xs" variant="outline" aria-label={`Show enquiry ${row.id}`}>
            Show
          </ButtonLink>
          <ButtonLink
            to={adminEnquiryEditPath(row.id)}
            size="xs"
            variant="outline"
            aria-label={`Edit enquiry ${row.id}`}
          >
            Edit
          </ButtonLink>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete enquiry ${row.id}`}
            onClick={() => {
              setProblem(undefined);
              setDone(undefined);
              setDeleting(row);
            }}
          >
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <AdminPage title="Contact enquiries" lead="Newest first, 10 per page.">
      <FlashNotice />
      {done ? <Notice status="success" title={done} /> : null}
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <PagedTable
          caption="Contact enquiries"
          columns={columns}
          rows={data.data}
          rowKey={(row) => row.id}
          empty="No enquiries."
          pages={pages}
          nextCursor={data.next_cursor}
          pagerLabel="Enquiry pages"
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this enquiry?"
        description={deleting ? `'${deleting.subject}' from ${deleting.name}. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        busy={busy}
        error={problem}
        onConfirm={() => void handleDelete()}
      />
    </AdminPage>
  );
}
