// The lookup list's changes: add an entry, rename one (a question with the new name), retire or
// bring one back, delete one (refused with the server's 409 message while a tender uses it).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import type { AdminLookupEntry, LookupKindName } from '@tender/shared/schemas/lookups-admin';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { TextField } from '../../../components/form/text-field';
import { isApiError, type ApiError } from '../../../lib/api/api-error';
import { createLookup } from './api/create-lookup';
import { deleteLookup } from './api/delete-lookup';
import { updateLookup } from './api/update-lookup';
import { LOOKUP_NAME_MAX, lookupNameSchema, type LookupNameValues } from './lookup-name-schema';

/** A change the server made: its message goes to the list's notice, and the lists are read again. */
export type LookupDone = (message: string) => Promise<void>;

/** A refused name goes back on the name field: the server's message for it, or its message. */
function refusedName(failure: unknown, helpers: FormikHelpers<LookupNameValues>) {
  if (!isApiError(failure)) throw failure;
  helpers.setFieldError('name', nameErrorOf(failure));
}

const nameErrorOf = (failure: ApiError) => failure.fieldErrors.name?.[0] ?? failure.message;

type AddLookupFormProps = { kind: LookupKindName; rowLabel: string; onStart: () => void; onDone: LookupDone };

export function AddLookupForm({ kind, rowLabel, onStart, onDone }: AddLookupFormProps) {
  const handleSubmit = async (values: LookupNameValues, helpers: FormikHelpers<LookupNameValues>) => {
    onStart();
    try {
      const answer = await createLookup(kind, values.name.trim());
      helpers.resetForm();
      await onDone(answer.message);
    } catch (failure) {
      refusedName(failure, helpers);
    }
  };
  return (
    <Formik initialValues={{ name: '' }} validationSchema={lookupNameSchema} onSubmit={handleSubmit}>
      {({ isSubmitting, errors, touched }) => (
        <Form noValidate>
          <HStack gap="3" align="flex-end" flexWrap="wrap">
            <Box flex="1 1 16rem" minW="0">
              <TextField name="name" label={`New ${rowLabel}`} maxLength={LOOKUP_NAME_MAX} />
            </Box>
            <Button
              type="submit"
              colorPalette="blue"
              loading={isSubmitting}
              mb={touched.name && errors.name ? '6' : undefined}
            >
              <Plus aria-hidden="true" />
              Add
            </Button>
          </HStack>
        </Form>
      )}
    </Formik>
  );
}

type EntryDialogProps = {
  kind: LookupKindName;
  /** The entry asked about; null: the dialog is closed. */
  entry: AdminLookupEntry | null;
  onClose: () => void;
  onDone: LookupDone;
};

export function RenameLookupDialog({ kind, entry, onClose, onDone }: EntryDialogProps) {
  const handleSubmit = async (values: LookupNameValues, helpers: FormikHelpers<LookupNameValues>) => {
    if (!entry) return;
    try {
      const answer = await updateLookup(kind, entry.id, { name: values.name.trim() });
      onClose();
      await onDone(answer.message);
    } catch (failure) {
      refusedName(failure, helpers);
    }
  };
  return (
    <Formik
      key={entry?.id ?? 'closed'}
      initialValues={{ name: entry?.name ?? '' }}
      validationSchema={lookupNameSchema}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting, submitForm }) => (
        <ConfirmDialog
          open={entry !== null}
          onOpenChange={(open) => (open ? undefined : onClose())}
          title={`Rename ${entry?.name ?? ''}`}
          description="Tenders that use it show the new name."
          confirmLabel="Save name"
          tone="blue"
          busy={isSubmitting}
          onConfirm={() => void submitForm()}
        >
          <TextField name="name" label="Name" required maxLength={LOOKUP_NAME_MAX} />
        </ConfirmDialog>
      )}
    </Formik>
  );
}

export function DeleteLookupDialog({ kind, entry, onClose, onDone }: EntryDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const handleDelete = async () => {
    if (!entry) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await deleteLookup(kind, entry.id);
      onClose();
      await onDone(answer.message);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      key={entry?.id ?? 'closed'}
      open={entry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${entry?.name ?? ''}?`}
      description="Only an entry no tender uses can be deleted; otherwise rename or retire it."
      confirmLabel="Delete"
      busy={busy}
      error={problem}
      onConfirm={() => void handleDelete()}
    />
  );
}

type RetireButtonProps = {
  kind: LookupKindName;
  entry: AdminLookupEntry;
  onStart: () => void;
  onDone: LookupDone;
  onFailed: (message: string) => void;
};

/** Retire (hidden from new choices, kept where chosen) or bring back. */
export function RetireButton({ kind, entry, onStart, onDone, onFailed }: RetireButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    onStart();
    setBusy(true);
    try {
      const answer = await updateLookup(kind, entry.id, { retired: !entry.retired });
      await onDone(answer.message);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      onFailed(failure.message);
    } finally {
      setBusy(false);
    }
  };
  const action = entry.retired ? 'Bring back' : 'Retire';
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      aria-label={`${action} ${entry.name}`}
      onClick={() => void handleClick()}
    >
      {action}
    </Button>
  );
}
