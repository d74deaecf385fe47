// The question before an organisation sends its draft to the consultancy: once sent it cannot
// change it until the consultancy returns it. A refusal shows its message in the dialog.
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { isApiError } from '../../../../lib/api/api-error';
import { submitMyTender } from '../api/submit-my-tender';

export type SendForReviewDialogProps = {
  tenderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told the answer once the tender is in review. */
  onSent: (answer: AdminTenderChanged) => Promise<void>;
};

export function SendForReviewDialog({ tenderId, open, onOpenChange, onSent }: SendForReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const handleOpenChange = (next: boolean) => {
    // The next opening starts without this one's refusal.
    if (!next) setError(undefined);
    onOpenChange(next);
  };

  const handleConfirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onSent(await submitMyTender(tenderId));
    } catch (problem) {
      if (!isApiError(problem)) throw problem;
      setError([problem.message, ...Object.values(problem.fieldErrors).flat()].join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Send this tender for review?"
      description="The consultancy checks it, then publishes it or returns it to you with a remark. You cannot change it while it is in review."
      confirmLabel="Send for review"
      tone="blue"
      busy={busy}
      error={error}
      onConfirm={() => void handleConfirm()}
    />
  );
}
