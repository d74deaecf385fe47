import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AwardAnswer, StatementBid } from '@tender/shared/schemas/award';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import type { Outcome } from '../../../components/form/form-outcome';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { awardTender } from '../api/award-tender';
import { awardBody, awardFormValues, awardSchema, REASON_MAX, type AwardFormValues } from '../award-schema';
import { amountText, awardableBids, rankText } from '../award-words';
import { refusalOutcome } from '../form-refusal';
import { BidChoiceField } from './bid-choice-field';

export type AwardFormProps = {
  tenderId: number;
  bids: readonly StatementBid[];
  /** After the award is published: the statement (and the tender) reload with it. */
  onAwarded: (answer: AwardAnswer) => Promise<unknown>;
};

function Confirmation({ bid, onCancel, busy }: { bid: StatementBid; onCancel: () => void; busy: boolean }) {
  return (
    <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="3">
      <Text fontWeight="medium" mb="3">
        Award this tender to {bid.bidder_name} ({rankText(bid)}) for {amountText(bid.total_paise ?? '0')}? The award is
        published at once, the winner is mailed the award letter and every other bidder its rank. It cannot be undone.
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="blue" loading={busy} loadingText="Awarding">
          Confirm award
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </HStack>
    </Box>
  );
}

/** The organisation's or an Admin's award: L1 chosen at first; another bid needs a written reason; then confirm. */
export function AwardForm({ tenderId, bids, onAwarded }: AwardFormProps) {
  const choices = useMemo(() => awardableBids(bids), [bids]);
  const schema = useMemo(() => awardSchema(bids), [bids]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (values: AwardFormValues, helpers: FormikHelpers<AwardFormValues>) => {
    if (!confirming) {
      setOutcome(null);
      setConfirming(true);
      return;
    }
    try {
      // The page shows the answer's message with the award, which replaces this form.
      await onAwarded(await awardTender(tenderId, awardBody(values)));
    } catch (error) {
      setConfirming(false);
      setOutcome(refusalOutcome(error, helpers.setErrors));
    }
  };

  if (choices.length === 0) return <Text>No opened bid can be ranked, so none can be awarded.</Text>;
  return (
    <Formik initialValues={awardFormValues(bids)} validationSchema={schema} onSubmit={handleSubmit}>
      {({ isSubmitting, values }) => {
        const chosen = choices.find((bid) => bid.bid_id === values.bid_id);
        const needsReason = Boolean(chosen) && chosen?.rank !== 1;
        return (
          <Form noValidate aria-label="Award of contract">
            <Stack gap="4">
              <Box onChange={() => setConfirming(false)}>
                <BidChoiceField name="bid_id" bids={choices} />
              </Box>
              {needsReason ? (
                <TextareaField
                  name="reason"
                  label="Reason for not awarding to L1"
                  required
                  rows={3}
                  maxLength={REASON_MAX + 100}
                  helperText="Shown in the award and recorded in the audit trail."
                  onInput={() => setConfirming(false)}
                />
              ) : null}
              {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
              {confirming && chosen ? (
                <Confirmation bid={chosen} busy={isSubmitting} onCancel={() => setConfirming(false)} />
              ) : (
                <Box>
                  <Button type="submit" colorPalette="blue">
                    Award the tender
                  </Button>
                </Box>
              )}
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
