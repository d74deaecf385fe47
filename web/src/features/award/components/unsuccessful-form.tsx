import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UnsuccessfulAnswer } from '@tender/shared/schemas/award';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { Outcome } from '../../../components/form/form-outcome';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { declareUnsuccessful } from '../api/declare-unsuccessful';
import { REASON_MAX, unsuccessfulBody, unsuccessfulSchema, type UnsuccessfulFormValues } from '../award-schema';
import { refusalOutcome } from '../form-refusal';

export type UnsuccessfulFormProps = {
  tenderId: number;
  /** After the declaration: the tender reloads, now unsuccessful. */
  onDeclared: (answer: UnsuccessfulAnswer) => Promise<unknown>;
};

/**
 * "Declare unsuccessful" for the organisation or an Admin: hidden behind a button, a reason, then
 * a confirmation. The server allows it only with no bids or no qualified bid, and says so otherwise.
 */
export function UnsuccessfulForm({ tenderId, onDeclared }: UnsuccessfulFormProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (values: UnsuccessfulFormValues, helpers: FormikHelpers<UnsuccessfulFormValues>) => {
    if (!confirming) {
      setOutcome(null);
      setConfirming(true);
      return;
    }
    try {
      const answer = await declareUnsuccessful(tenderId, unsuccessfulBody(values));
      setOutcome({ status: 'success', message: answer.message });
      await onDeclared(answer);
    } catch (error) {
      setConfirming(false);
      setOutcome(refusalOutcome(error, helpers.setErrors));
    }
  };

  if (!open)
    return (
      <Box>
        <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
          Declare unsuccessful
        </Button>
      </Box>
    );
  return (
    <Formik initialValues={{ reason: '' }} validationSchema={unsuccessfulSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Declare unsuccessful">
          <Stack gap="3">
            <Text fontSize="sm" color="gray.700">
              A tender ends without an award when it has no bids, or no qualified bid. It can then be re-tendered.
            </Text>
            <TextareaField
              name="reason"
              label="Reason the tender ends without an award"
              required
              rows={3}
              maxLength={REASON_MAX + 100}
              onInput={() => setConfirming(false)}
            />
            {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
            {confirming ? (
              <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="3">
                <Text fontWeight="medium" mb="3">
                  Declare this tender unsuccessful? It is published with the reason and cannot be awarded afterwards.
                </Text>
                <HStack gap="3" flexWrap="wrap">
                  <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText="Declaring">
                    Confirm: unsuccessful
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(false)} disabled={isSubmitting}>
                    Cancel
                  </Button>
                </HStack>
              </Box>
            ) : (
              <HStack gap="3" flexWrap="wrap">
                <Button type="submit" colorPalette="red">
                  Declare unsuccessful
                </Button>
                <Button variant="ghost" onClick={() => setOpen(false)}>
                  Close
                </Button>
              </HStack>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
