import { Stack, type StackProps } from '@chakra-ui/react/stack';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useRef, type ReactNode } from 'react';
import type { AnySchema } from 'yup';
import type { PinnedErrorsState } from '../../lib/forms/use-pinned-errors';
import { AdoptTypedValues } from '../../app/start/adopt-typed-values';
import { FocusFirstError } from './focus-first-error';
import { RevalidateOn } from './revalidate-on';

export type PinnedFormProps<Values extends FormikValues> = {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  /** The form's own rules; the pinned errors (a refused save's, live checks) count as well. */
  schema: AnySchema;
  pinned: PinnedErrorsState;
  /** The pinned errors that count (a wizard's current step); all by default. */
  keepPinned?: (path: string) => boolean;
  /** Validates again when this changes too (a wizard's step). */
  revalidateOn?: unknown;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  /** Layout of the stack the parts are placed in. */
  stack?: StackProps;
  /** The form's parts, stacked, given Formik's state. */
  children: (form: FormikProps<Values>) => ReactNode;
};

/**
 * A Formik form whose server errors stay on their fields (usePinnedErrors): validated by its schema
 * plus the pinned errors, validated again when new ones are pinned, and after a refused submit focus
 * moves to the first field showing an error.
 */
export function PinnedForm<Values extends FormikValues>({
  label,
  initialValues,
  schema,
  pinned,
  keepPinned,
  revalidateOn,
  onSubmit,
  stack = { gap: '8' },
  children,
}: PinnedFormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={initialValues} validate={pinned.validateWith(schema, keepPinned)} onSubmit={onSubmit}>
      {(form) => (
        // Before the app is live its fields take what the visitor types and ticks, adopted as it
        // hydrates; its script-only buttons (Register and Pay, a list's Add: `type="button"`) and its
        // sending wait for the app (app/start/held-taps.ts).
        <Form ref={formRef} noValidate aria-label={label}>
          <RevalidateOn trigger={pinned.pinned} />
          {revalidateOn === undefined ? null : <RevalidateOn trigger={revalidateOn} />}
          <FocusFirstError formRef={formRef} />
          <AdoptTypedValues />
          <Stack {...stack}>{children(form)}</Stack>
        </Form>
      )}
    </Formik>
  );
}
