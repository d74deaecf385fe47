// Delete a registrant, with a question first; back to its list with the server's message.
import { Button } from '@chakra-ui/react/button';
import type { RegistrantDetail } from '@tender/shared/schemas/registrants';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRevalidate } from '../../../components/admin/admin-api';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { flash } from '../../../components/flash-notice';
import { ADMIN_PAYMENTS_PATH, adminPaths, AUDIT_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api/api-error';
import { deleteRegistrant } from './api/delete-registrant';
import { REGISTRANT_LIST_PATHS } from './api/get-registrants';
import { failureText, listOfKind } from './registrant-lists';

export function DeleteRegistrantButton({ registrant }: { registrant: RegistrantDetail }) {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const list = listOfKind(registrant.kind);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const handleDelete = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await deleteRegistrant(list, registrant.id);
      await revalidate(...REGISTRANT_LIST_PATHS, AUDIT_PATH, ADMIN_PAYMENTS_PATH);
      void navigate(`${adminPaths.registrants}?list=${list}`, { state: flash(answer.message) });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(`${failureText(list, 'delete')}: ${error.message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${registrant.user.name}?`}
        description="The account, its logins and its whole profile are deleted. Payment records stay. This cannot be undone."
        confirmLabel="Delete"
        busy={busy}
        error={problem}
        onConfirm={() => void handleDelete()}
      />
    </>
  );
}
