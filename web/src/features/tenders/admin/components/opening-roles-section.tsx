// The Admin names who opens the tender's bids and who evaluates them, among the
// candidates the server lists for the form's organisation (every Admin and that organisation's
// account), and the days a bidder has for a representation. Nothing ticked or typed: the defaults.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { DEFAULT_REPRESENTATION_DAYS } from '@tender/shared/opening-messages';
import { useFormikContext } from 'formik';
import { CheckboxGroupField } from '../../../../components/form/checkbox-group-field';
import { FormSection } from '../../../../components/form/form-section';
import { TextField } from '../../../../components/form/text-field';
import { isApiError } from '../../../../lib/api/api-error';
import { useOpenerCandidates } from '../api/get-opener-candidates';
import { REPRESENTATION_DAYS_MAX, roleChoices } from '../opening-roles';
import type { TenderFormValues } from '../tender-form-values';

function CandidatesProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <HStack gap="3" flexWrap="wrap" gridColumn={{ md: 'span 2' }}>
      <Text color="red.600" role="alert">
        {isApiError(error) ? error.message : 'The accounts that can open bids could not be loaded.'}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </HStack>
  );
}

export function OpeningRolesSection() {
  const { values } = useFormikContext<TenderFormValues>();
  const candidates = useOpenerCandidates(values.organization_id);
  const accounts = candidates.data?.data ?? [];
  return (
    <FormSection
      title="Opening and Evaluation"
      description="Who opens the sealed bids (two of them must confirm) and who evaluates them. Leave them unticked for the defaults."
    >
      {candidates.error ? (
        <CandidatesProblem error={candidates.error} onRetry={() => void candidates.mutate()} />
      ) : null}
      {candidates.isLoading ? (
        <Text color="gray.700" role="status" gridColumn={{ md: 'span 2' }}>
          Loading the accounts that can open bids…
        </Text>
      ) : null}
      <Box minW="0">
        <CheckboxGroupField
          name="openers"
          label="Openers (at least two)"
          options={roleChoices(accounts, values.openers)}
          helperText="None ticked: the Admin who publishes the tender and its organisation."
        />
      </Box>
      <Box minW="0">
        <CheckboxGroupField
          name="evaluators"
          label="Evaluators"
          options={roleChoices(accounts, values.evaluators)}
          helperText="None ticked: the openers."
        />
      </Box>
      <TextField
        name="representation_days"
        label="Representation window (days)"
        inputMode="numeric"
        maxLength={2}
        placeholder={String(DEFAULT_REPRESENTATION_DAYS)}
        helperText={`1 to ${REPRESENTATION_DAYS_MAX}; empty: ${DEFAULT_REPRESENTATION_DAYS} days after the decision.`}
      />
    </FormSection>
  );
}
