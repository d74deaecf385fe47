import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { REASON_CODES, reasonLabels } from '@tender/shared/opening-messages';
import {
  ACCEPT_REASON_LIMITS,
  type Evaluation,
  type EvaluationAnswer,
  type OpeningFlag,
} from '@tender/shared/schemas/opening';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import type { Outcome } from '../../../components/form/form-outcome';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { flagText } from '../../../lib/opening-flags';
import { evaluateBid } from '../api/evaluate-bid';
import {
  CLAUSE_MAX,
  evaluationBody,
  evaluationFormValues,
  evaluationSchemaFor,
  NOTE_MAX,
  type EvaluationFormValues,
} from '../evaluation-schema';
import { refusalOutcome } from '../form-refusal';
import { RadioField } from '../../../components/form/radio-field';

export type EvaluationFormProps = {
  bidId: string;
  bidderName: string;
  evaluation: Evaluation | null;
  /** The technical cover's flag: qualifying a flagged bid needs the acceptance and its reason. */
  flag?: OpeningFlag | null;
  /** After the decision is saved: the page's bids reload. */
  onSaved: (answer: EvaluationAnswer) => Promise<unknown>;
};

const DECISIONS = [
  { value: 'yes', label: 'Qualified' },
  { value: 'no', label: 'Not qualified' },
] as const;

const REASONS = REASON_CODES.map((code) => ({ value: code, label: reasonLabels[code] }));

/** An evaluator's decision on one bid; not qualified needs a reason, the clause and a note to the bidder. */
export function EvaluationForm({ bidId, bidderName, evaluation, flag = null, onSaved }: EvaluationFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const flagged = flag !== null;

  const handleSubmit = async (values: EvaluationFormValues, helpers: FormikHelpers<EvaluationFormValues>) => {
    setOutcome(null);
    try {
      const answer = await evaluateBid(bidId, evaluationBody(values, flagged));
      setOutcome({ status: 'success', message: answer.message });
      await onSaved(answer);
    } catch (error) {
      setOutcome(refusalOutcome(error, helpers.setErrors));
    }
  };

  return (
    <Formik
      initialValues={evaluationFormValues(evaluation)}
      validationSchema={evaluationSchemaFor(flagged)}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={`Evaluation of ${bidderName}`}>
          <Stack gap="3">
            <RadioField name="qualified" legend="Decision" choices={DECISIONS} />
            {values.qualified === 'no' ? (
              <>
                <SelectField
                  name="reason_code"
                  label="Reason"
                  required
                  options={REASONS}
                  placeholderOption="Choose a reason"
                />
                <TextField
                  name="clause"
                  label="Clause of the tender not met"
                  required
                  maxLength={CLAUSE_MAX + 50}
                  autoComplete="off"
                />
                <TextareaField
                  name="note"
                  label="Note to the bidder"
                  required
                  rows={3}
                  maxLength={NOTE_MAX + 100}
                  helperText="Mailed to the bidder with the reason, who may send a representation against it."
                />
              </>
            ) : null}
            {flag && values.qualified === 'yes' ? (
              <>
                <Notice status="warning" title={flagText(flag)} />
                <CheckboxField
                  name="accept_failed_check"
                  label="The check failed and we accept this bid"
                  required
                  helperText="Its financial cover is then opened and ranked with the others. Recorded with your name."
                />
                <TextareaField
                  name="accept_reason"
                  label="Why the bid is accepted"
                  required
                  rows={3}
                  maxLength={ACCEPT_REASON_LIMITS.max + 100}
                />
              </>
            ) : null}
            {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
            <Box>
              <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Saving">
                {evaluation ? 'Change decision' : 'Save decision'}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
