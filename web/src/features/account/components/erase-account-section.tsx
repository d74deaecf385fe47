// My Info's "Erase my account" (DPDP Act 2023): what erasure means and what the law
// keeps, the request (with an optional reason, after a question), and once asked, its state.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UserRole } from '@tender/shared/constants';
import { erasureMessages as m } from '@tender/shared/erasure-messages';
import { formatIstDate } from '@tender/shared/format';
import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api/api-error';
import { useErasureRequest } from '../api/get-erasure-request';
import { requestErasure } from '../api/request-erasure';

export type EraseAccountSectionProps = { role: UserRole };

type AskDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The question before asking, with the optional reason. */
function AskDialog({ open, onOpenChange }: AskDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();

  const handleAsk = async () => {
    setBusy(true);
    setProblem(undefined);
    setReasonError(undefined);
    try {
      await requestErasure(reason.trim() ? { reason: reason.trim() } : {});
      onOpenChange(false);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const field = error.fieldErrors.reason?.[0];
      if (field) setReasonError(field);
      else setProblem(error.message || m.askFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.confirmTitle}
      description={m.confirmText}
      confirmLabel={m.ask}
      busy={busy}
      error={problem}
      onConfirm={() => void handleAsk()}
    >
      <Field label={m.reasonLabel} invalid={Boolean(reasonError)} errorText={reasonError}>
        <Textarea name="reason" value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </ConfirmDialog>
  );
}

/** Shown to every account but an Admin's (an Admin's account is not a registrant's to erase). */
export function EraseAccountSection({ role }: EraseAccountSectionProps) {
  const canAsk = role !== 'Admin';
  const headingId = useId();
  const { data, error, isValidating, mutate } = useErasureRequest(canAsk);
  const [open, setOpen] = useState(false);
  if (!canAsk) return null;
  const request = data?.data;
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="6">
      <Stack gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {m.heading}
        </Heading>
        {error ? (
          <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
        ) : !data ? (
          <LoadingState />
        ) : request ? (
          <Notice status="info" title={m.pendingState(formatIstDate(request.requested_at))} />
        ) : (
          <>
            <Text color="gray.700">{m.explanation}</Text>
            <Box>
              <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
                <UserX aria-hidden="true" />
                {m.ask}
              </Button>
            </Box>
            <AskDialog open={open} onOpenChange={setOpen} />
          </>
        )}
      </Stack>
    </Box>
  );
}
