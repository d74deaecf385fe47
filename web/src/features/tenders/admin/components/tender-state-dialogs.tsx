// The questions before a tender's state changes: publish a draft, cancel an active or closed tender with a
// reason (a Formik form in the dialog, checked with the server's messages). A refused change shows
// its message in the dialog, a refused reason on its field.
import { tenderStateMessages } from '@tender/shared/admin-messages';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { TextareaField } from '../../../../components/form/textarea-field';
import { isApiError } from '../../../../lib/api/api-error';
import { cancelTender } from '../api/cancel-tender';
import { publishTender } from '../api/publish-tender';
import { returnTender } from '../api/return-tender';

export type TenderChangeAnswer = { message: string; data: AdminTenderDetail };

export type StateDialogProps = {
  tenderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told the answer of a change the server made. */
  onChanged: (answer: TenderChangeAnswer) => Promise<void>;
};

const REASON_MAX = 1000;
const REMARK_MAX = 2000;

/** The client's own check of a cancel reason, with the server's messages. */
export function cancelReasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (!trimmed) return tenderStateMessages.cancelReason;
  if (trimmed.length > REASON_MAX) return tenderStateMessages.cancelReasonTooLong;
  return undefined;
}

/** The client's own check of a return remark, with the server's messages. */
export function returnRemarkProblem(remark: string): string | undefined {
  const trimmed = remark.trim();
  if (!trimmed) return tenderStateMessages.returnRemark;
  if (trimmed.length > REMARK_MAX) return tenderStateMessages.returnRemarkTooLong;
  return undefined;
}

/** Runs a change: busy meanwhile; a refusal becomes the dialog's message (a reason's, the field's). */
function useTenderChange(open: boolean, onChanged: StateDialogProps['onChanged']) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Each opening starts without the last one's refusal.
  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);

  const run = async (change: () => Promise<TenderChangeAnswer>, onReasonRefused?: (message: string) => void) => {
    setBusy(true);
    setError(undefined);
    try {
      await onChanged(await change());
    } catch (problem) {
      if (!isApiError(problem)) throw problem;
      const reason = problem.fieldErrors.reason?.[0] ?? problem.fieldErrors.remark?.[0];
      if (reason && onReasonRefused) onReasonRefused(reason);
      else setError([problem.message, ...Object.values(problem.fieldErrors).flat()].join(' '));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function PublishDialog({ tenderId, open, onOpenChange, onChanged }: StateDialogProps) {
  const change = useTenderChange(open, onChanged);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Publish this tender?"
      description="It becomes active and shows on the public site at once, with its documents."
      confirmLabel="Publish"
      tone="blue"
      busy={change.busy}
      error={change.error}
      onConfirm={() => void change.run(() => publishTender(tenderId))}
    />
  );
}

type ReasonValues = { reason: string };

const NO_REASON: ReasonValues = { reason: '' };

type ReasonDialogProps = Omit<StateDialogProps, 'tenderId'> & {
  title: string;
  description: string;
  confirmLabel: string;
  tone?: 'red' | 'blue';
  field: { label: string; maxLength: number; rows: number };
  problem: (reason: string) => string | undefined;
  /** Makes the change with the trimmed reason. */
  change: (reason: string) => Promise<TenderChangeAnswer>;
};

/** A change that needs a typed reason: the reason's field in the dialog, checked before it is sent. */
function ReasonDialog({ open, onOpenChange, onChanged, field, problem, change, ...texts }: ReasonDialogProps) {
  const tenderChange = useTenderChange(open, onChanged);
  const handleSubmit = (values: ReasonValues, helpers: FormikHelpers<ReasonValues>) =>
    tenderChange.run(
      () => change(values.reason.trim()),
      (message) => helpers.setFieldError('reason', message),
    );
  return (
    <Formik<ReasonValues>
      initialValues={NO_REASON}
      validate={({ reason }) => {
        const refusal = problem(reason);
        return refusal ? { reason: refusal } : {};
      }}
      validateOnBlur={false}
      onSubmit={handleSubmit}
    >
      {({ submitForm }) => (
        <ConfirmDialog
          open={open}
          onOpenChange={onOpenChange}
          {...texts}
          busy={tenderChange.busy}
          error={tenderChange.error}
          onConfirm={() => void submitForm()}
        >
          <ResetWhenOpened open={open} />
          <TextareaField name="reason" label={field.label} required maxLength={field.maxLength} rows={field.rows} />
        </ConfirmDialog>
      )}
    </Formik>
  );
}

export function CancelDialog({ tenderId, ...dialog }: StateDialogProps) {
  return (
    <ReasonDialog
      {...dialog}
      title="Cancel this tender?"
      description="It shows under cancelled tenders, its bids are never opened further, and every bidder’s EMD is refunded. This cannot be undone (it can be re-tendered)."
      confirmLabel="Cancel tender"
      field={{ label: 'Reason for cancelling', maxLength: REASON_MAX, rows: 3 }}
      problem={cancelReasonProblem}
      change={(reason) => cancelTender(tenderId, reason)}
    />
  );
}

/** Returns a tender in review to its organisation with a remark (it is mailed to the organisation). */
export function ReturnDialog({ tenderId, ...dialog }: StateDialogProps) {
  return (
    <ReasonDialog
      {...dialog}
      title="Return this tender to its organisation?"
      description="It goes back to the organisation as a draft; your remark is shown to it and mailed."
      confirmLabel="Return tender"
      tone="blue"
      field={{ label: 'Remark for the organisation', maxLength: REMARK_MAX, rows: 4 }}
      problem={returnRemarkProblem}
      change={(remark) => returnTender(tenderId, remark)}
    />
  );
}

/** Each opening starts with an empty reason and no message. */
function ResetWhenOpened({ open }: { open: boolean }) {
  const { resetForm } = useFormikContext<ReasonValues>();
  useEffect(() => {
    if (open) resetForm();
  }, [open, resetForm]);
  return null;
}
