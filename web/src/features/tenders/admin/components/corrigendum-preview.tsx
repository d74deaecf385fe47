import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CORRIGENDUM_LIMITS, corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { isMaterial } from '@tender/shared/tender-diff';
import { useFormikContext } from 'formik';
import { CorrigendumChanges } from '../../../../components/corrigendum-changes';
import { Notice } from '../../../../components/ui/alert';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/textarea';
import { formChanges } from '../form-diff';
import { toTenderFields, type TenderFormValues } from '../tender-form-values';
import { useTenderLookups, type TenderLookups } from '../use-tender-lookups';

export type CorrigendumPreviewProps = {
  tender: AdminTenderDetail;
  /** Where the names of newly chosen categories and work types come from. */
  lookups: Pick<TenderLookups, 'categoryOptions' | 'workTypeOptions'>;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The server's refusal of the reason, if any. */
  reasonError?: string;
};

/**
 * Below the form of a published tender: the corrigendum the save will publish, as the
 * public will read it, and its reason. Material changes are named: bids must be submitted again.
 */
export function CorrigendumPreview({ tender, lookups, reason, onReasonChange, reasonError }: CorrigendumPreviewProps) {
  const { values } = useFormikContext<TenderFormValues>();
  const changes = formChanges(tender, toTenderFields(values), lookups);
  return (
    <Box
      as="section"
      aria-labelledby="corrigendum-heading"
      borderWidth="1px"
      borderColor="orange.300"
      borderRadius="md"
      p="4"
    >
      <Heading as="h2" id="corrigendum-heading" size="md" mb="2">
        The corrigendum
      </Heading>
      <Stack gap="3">
        <Text color="gray.700">
          This tender is published: saving publishes a numbered corrigendum with the reason below and these changes.
        </Text>
        {changes.length === 0 ? (
          <Text>No public field has changed yet.</Text>
        ) : (
          <CorrigendumChanges changes={changes} label="Changes this corrigendum publishes" />
        )}
        {isMaterial(changes) ? (
          <Notice
            status="warning"
            title="These changes touch the work items, the EMD or the bid submission dates: every submitted bid must be submitted again."
          >
            At least a third of the original bid submission period must remain after the change.
          </Notice>
        ) : null}
        <Field label="Reason for the corrigendum" required invalid={Boolean(reasonError)} errorText={reasonError}>
          <Textarea
            name="corrigendum_reason"
            value={reason}
            onChange={(event) => onReasonChange(event.target.value)}
            maxLength={CORRIGENDUM_LIMITS.reason.max}
            rows={3}
            placeholder={m.reason}
          />
        </Field>
      </Stack>
    </Box>
  );
}

/** The Admin's preview: new choices named from the Admin's lookup lists. */
export function AdminCorrigendumPreview(props: Omit<CorrigendumPreviewProps, 'lookups'>) {
  const { values } = useFormikContext<TenderFormValues>();
  return <CorrigendumPreview {...props} lookups={useTenderLookups(values)} />;
}
