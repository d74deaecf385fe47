import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import type { FormikHelpers, FormikValues } from 'formik';
import { Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { PinnedForm } from '../../../components/form/pinned-form';
import { ButtonLink } from '../../../components/ui/link';
import { usePinnedErrors, type PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import type { RegisterCall, RegistrationBody } from '../api/register';
import { RegistrationSubmitStatus } from './registration-submit-status';
import { useRegistrationSubmit } from './use-registration-submit';

export type OnePageRegistrationFormProps = {
  /** The form's accessible name. */
  label: string;
  register: RegisterCall;
  /** The form's first values and its rules, made once. */
  values: () => FormikValues;
  schema: () => AnySchema;
  body: (values: FormikValues, options: { requestId: string }) => RegistrationBody;
  /** Where Cancel goes; no Cancel without it. */
  cancelTo?: string;
  /** The form's sections (the email check needs the pinned errors). */
  children: (pinned: PinnedErrorsState) => ReactNode;
};

/** A registration on one page, saved with Submit (the buyer and builder forms); refusals as useRegistrationSubmit says. */
export function OnePageRegistrationForm({
  label,
  register,
  values,
  schema,
  body,
  cancelTo,
  children,
}: OnePageRegistrationFormProps) {
  const pinned = usePinnedErrors();
  const { submit, saving, failure, setFailure } = useRegistrationSubmit(register, pinned);
  const [initialValues] = useState(values);
  const [rules] = useState(schema);

  const handleSubmit = async (submitted: FormikValues, helpers: FormikHelpers<FormikValues>) => {
    setFailure(null);
    await submit((requestId) => body(submitted, { requestId }), submitted, helpers);
  };

  return (
    <PinnedForm label={label} initialValues={initialValues} schema={rules} pinned={pinned} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <>
          {children(pinned)}
          <RegistrationSubmitStatus saving={saving} failure={failure} />
          <HStack gap="3" flexWrap="wrap">
            {cancelTo ? (
              <ButtonLink to={cancelTo} variant="outline" size="lg">
                Cancel
              </ButtonLink>
            ) : null}
            <Button
              type="submit"
              colorPalette="blue"
              size="lg"
              loading={isSubmitting}
              loadingText={saving ? 'Saving' : 'Checking'}
            >
              <Send aria-hidden="true" />
              Submit
            </Button>
          </HStack>
        </>
      )}
    </PinnedForm>
  );
}
