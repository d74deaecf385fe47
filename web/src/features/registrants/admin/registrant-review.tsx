// The registrant page's two decisions: approve or reject with a remark, and a contractor's grade.
// Each is a Formik form; what the server answers goes up to the page's one notice.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { registrantMessages } from '@tender/shared/admin-messages';
import { isSafeText, unsafeTextMessage } from '@tender/shared/rules';
import type { RegistrantChanged, RegistrantDetail } from '@tender/shared/schemas/registrants';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Check, X } from 'lucide-react';
import { useRef } from 'react';
import { object, string } from 'yup';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { isApiError } from '../../../lib/api/api-error';
import { CONTRACTOR_GRADES, gradeRegistrant } from './api/grade-registrant';
import { reviewRegistrant, type ReviewDecision } from './api/review-registrant';

export type RegistrantActionProps = {
  registrant: RegistrantDetail;
  /** A saved change: the registrant as it now is, and the server's message. */
  onChanged: (answer: RegistrantChanged) => Promise<void>;
  /** A refused change's message (null clears the last one). */
  onFailed: (message: string | null) => void;
};

/** The client's own check of a review remark, with the server's messages. */
export const reviewSchema = object({
  remark: string()
    .trim()
    .required(registrantMessages.remark)
    .max(1000, registrantMessages.remarkTooLong)
    .test('safe-text', unsafeTextMessage('Remark'), (value) => value === undefined || isSafeText(value)),
});

type ReviewValues = { remark: string };

export function ReviewForm({ registrant, onChanged, onFailed }: RegistrantActionProps) {
  // Approve and Reject submit the same remark; the button pressed decides.
  const decision = useRef<ReviewDecision>('approve');

  const handleSubmit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    onFailed(null);
    try {
      await onChanged(await reviewRegistrant(registrant.id, decision.current, values.remark.trim()));
      helpers.resetForm();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const remarkError = error.fieldErrors.remark?.[0];
      if (remarkError) helpers.setFieldError('remark', remarkError);
      else onFailed(error.message);
    }
  };

  return (
    <Formik initialValues={{ remark: '' }} validationSchema={reviewSchema} onSubmit={handleSubmit}>
      {({ isSubmitting, submitForm }) => {
        const decide = (next: ReviewDecision) => {
          decision.current = next;
          void submitForm();
        };
        const busy = (which: ReviewDecision) => isSubmitting && decision.current === which;
        return (
          <Form noValidate>
            <Stack gap="3">
              <TextareaField name="remark" label="Remark for the registrant" required rows={2} maxLength={1000} />
              <HStack gap="3" flexWrap="wrap">
                <Button colorPalette="green" loading={busy('approve')} onClick={() => decide('approve')}>
                  <Check aria-hidden="true" />
                  Approve
                </Button>
                <Button colorPalette="red" variant="outline" loading={busy('reject')} onClick={() => decide('reject')}>
                  <X aria-hidden="true" />
                  Reject
                </Button>
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}

type GradeValues = { grade: string };

export function GradeForm({ registrant, onChanged, onFailed }: RegistrantActionProps) {
  const handleSubmit = async (values: GradeValues) => {
    onFailed(null);
    try {
      await onChanged(await gradeRegistrant(registrant.id, values.grade));
    } catch (error) {
      if (!isApiError(error)) throw error;
      onFailed(error.fieldErrors.grade?.[0] ?? error.message);
    }
  };

  return (
    <Formik initialValues={{ grade: registrant.grade ?? 'C' }} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <HStack gap="3" align="flex-end" flexWrap="wrap">
            <Box w="10rem">
              <SelectField
                name="grade"
                label="Contractor grade"
                options={CONTRACTOR_GRADES.map((value) => ({ value, label: value }))}
              />
            </Box>
            <Button type="submit" variant="outline" colorPalette="blue" loading={isSubmitting}>
              Save grade
            </Button>
          </HStack>
        </Form>
      )}
    </Formik>
  );
}
