import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { CLARIFICATION_LIMITS } from '@tender/shared/clarification-messages';
import type { AnswerClarificationBody } from '@tender/shared/schemas/clarifications';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { AdoptTypedValues } from '../../../app/start/adopt-typed-values';
import type { Outcome } from '../../../components/form/form-outcome';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';
import { answerClarification } from '../api/answer-clarification';
import { answerSchema } from '../clarification-schema';
import { refusalOutcome } from '../refusal-outcome';

export type AnswerFormProps = {
  tenderId: number;
  clarificationId: number;
  /** After the answer is published (or found published by someone else): the inbox reloads. */
  onAnswered: () => Promise<unknown>;
};

const EMPTY: AnswerClarificationBody = { answer: '' };

/** One question's answer: published once, on the tender page, and mailed to its followers. */
export function AnswerForm({ tenderId, clarificationId, onAnswered }: AnswerFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (values: AnswerClarificationBody, helpers: FormikHelpers<AnswerClarificationBody>) => {
    setOutcome(null);
    try {
      await answerClarification(tenderId, clarificationId, answerSchema.cast(values));
      await onAnswered();
    } catch (error) {
      setOutcome(refusalOutcome(error, helpers.setErrors));
      // Someone else answered first: the inbox shows their answer.
      if (isApiError(error) && error.status === 409) await onAnswered();
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={answerSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`Answer question ${clarificationId}`}>
          <AdoptTypedValues />
          <Stack gap="3">
            {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
            <TextareaField
              name="answer"
              label="Answer"
              required
              rows={4}
              maxLength={CLARIFICATION_LIMITS.answer.max + 200}
              helperText="Published on the tender page with the question, and mailed to everyone who asked or has started a bid. It cannot be changed afterwards."
            />
            <Box>
              <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Publishing">
                Publish answer
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
