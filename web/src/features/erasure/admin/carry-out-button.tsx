// Carry out one erasure request, with a question first; the lists, the audit and the payments
// (whose registrant is gone) are read again afterwards.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { erasureMessages as m } from '@tender/shared/erasure-messages';
import type { AdminErasureRequest } from '@tender/shared/schemas/erasure';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useRevalidate } from '../../../components/admin/admin-api';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ADMIN_PAYMENTS_PATH, AUDIT_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api/api-error';
import { carryOutErasure } from './api/carry-out-erasure';
import { ERASURE_REQUESTS_PATH } from './api/get-erasure-requests';

export type CarryOutButtonProps = { request: AdminErasureRequest; onDone: (message: string) => void };

export function CarryOutButton({ request, onDone }: CarryOutButtonProps) {
  const revalidate = useRevalidate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const who = request.name ?? `account ${request.account_id}`;

  const handleCarryOut = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await carryOutErasure(request.account_id);
      setOpen(false);
      onDone(answer.message);
      await revalidate(ERASURE_REQUESTS_PATH, AUDIT_PATH, ADMIN_PAYMENTS_PATH, '/contractors', '/organizations');
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(`${m.carryOutFailed}: ${error.message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="sm" colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        <UserX aria-hidden="true" />
        {m.carryOut}
        <Box as="span" srOnly>
          : {who}
        </Box>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.carryOutTitle(who)}
        description={m.carryOutText}
        confirmLabel={m.carryOut}
        busy={busy}
        error={problem}
        onConfirm={() => void handleCarryOut()}
      />
    </>
  );
}
