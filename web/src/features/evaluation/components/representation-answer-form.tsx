import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import type { RepresentationAnswer } from '@tender/shared/schemas/opening';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { Outcome } from '../../../components/form/form-outcome';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';
import { answerRepresentation } from '../api/answer-representation';
import { ANSWER_LIMITS, representationAnswerSchema, type RepresentationAnswerFormValues } from '../evaluation-schema';
import { refusalOutcome } from '../form-refusal';
import { RadioField } from '../../../components/form/radio-field';

export type RepresentationAnswerFormProps = {
  representationId: number;
  bidderName: string;
  /** After the answer is sent (or found sent by another evaluator): the page's bids reload. */
  onAnswered: (answer?: RepresentationAnswer) => Promise<unknown>;
};

const DECISIONS = [
  { value: 'upheld', label: 'Uphold the decision' },
  { value: 'reversed', label: 'Reverse it: the bid is qualified' },
] as const;

const EMPTY: RepresentationAnswerFormValues = { answer: '', decision: '' };

/** An evaluator's answer to a bidder's representation, once: upheld keeps the decision, reversed qualifies the bid. */
export function RepresentationAnswerForm({ representationId, bidderName, onAnswered }: RepresentationAnswerFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (
    values: RepresentationAnswerFormValues,
    helpers: FormikHelpers<RepresentationAnswerFormValues>,
  ) => {
    setOutcome(null);
    try {
      const answer = await answerRepresentation(representationId, representationAnswerSchema.cast(values));
      setOutcome({ status: 'success', message: answer.message });
      await onAnswered(answer);
    } catch (error) {
      setOutcome(refusalOutcome(error, helpers.setErrors));
      // Another evaluator answered first: the page shows their answer.
      if (isApiError(error) && error.status === 409) await onAnswered();
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={representationAnswerSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`Answer to the representation of ${bidderName}`}>
          <Stack gap="3">
            <TextareaField
              name="answer"
              label="Answer"
              required
              rows={3}
              maxLength={ANSWER_LIMITS.max + 200}
              helperText="Mailed to the bidder. It cannot be changed afterwards."
            />
            <RadioField name="decision" legend="Decision" choices={DECISIONS} />
            {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
            <Box>
              <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Sending">
                Send answer
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
