import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { CLARIFICATION_LIMITS } from '@tender/shared/clarification-messages';
import type { AskClarificationBody } from '@tender/shared/schemas/clarifications';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { AdoptTypedValues } from '../../../app/start/adopt-typed-values';
import type { Outcome } from '../../../components/form/form-outcome';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { askClarification } from '../api/ask-clarification';
import { myClarificationsKey } from '../api/clarification-keys';
import { questionSchema } from '../clarification-schema';
import { refusalOutcome } from '../refusal-outcome';

export type AskQuestionFormProps = { tenderId: number };

const EMPTY: AskClarificationBody = { question: '' };

/** "Ask a question": the server's refusal (a 409 naming the window, a 429) is shown as it is. */
export function AskQuestionForm({ tenderId }: AskQuestionFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { mutate } = useSWRConfig();

  const handleSubmit = async (values: AskClarificationBody, helpers: FormikHelpers<AskClarificationBody>) => {
    setOutcome(null);
    try {
      const answer = await askClarification(tenderId, questionSchema.cast(values));
      helpers.resetForm();
      setOutcome({ status: 'success', message: answer.message });
      await mutate(myClarificationsKey(tenderId));
    } catch (error) {
      setOutcome(refusalOutcome(error, helpers.setErrors));
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={questionSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Ask a question">
          <AdoptTypedValues />
          <Stack gap="3">
            {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
            <TextareaField
              name="question"
              label="Your question"
              required
              rows={4}
              maxLength={CLARIFICATION_LIMITS.question.max + 200}
              helperText={`${CLARIFICATION_LIMITS.question.min} to ${CLARIFICATION_LIMITS.question.max} characters. Your name is never shown with the question or its answer.`}
            />
            <Box>
              <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Sending">
                <Send aria-hidden="true" />
                Ask a question
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
