import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CORRIGENDUM_LIMITS } from '@tender/shared/corrigendum-messages';
import { formatIstDateTime } from '@tender/shared/format';
import type { CorrigendumProposal } from '@tender/shared/schemas/corrigenda';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { CorrigendumChanges } from '../../../components/corrigendum-changes';
import { Notice } from '../../../components/ui/alert';
import { AppLink } from '../../../components/ui/app-link';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { adminTenderPath } from '../../../config/paths';
import { isApiError } from '../../../lib/api/api-error';
import { approveProposal, rejectProposal } from '../api/decide-proposal';

export type ProposalCardProps = { proposal: CorrigendumProposal; onDecided: (message: string) => Promise<void> };

/** One organisation's proposed corrigendum: its diff and reason, approved as is or rejected with a remark. */
export function ProposalCard({ proposal, onDecided }: ProposalCardProps) {
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; remark?: string }>();

  const decide = async (decision: () => Promise<{ message: string }>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await onDecided((await decision()).message);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem({ message: error.message, remark: error.fieldErrors.remark?.[0] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" listStyleType="none">
      <Heading as="h2" size="md">
        <AppLink to={adminTenderPath(proposal.tender_id)}>{proposal.tender_uid}</AppLink> {proposal.project_name}
      </Heading>
      <Text fontSize="sm" color="gray.600">
        From {proposal.organization_name}, sent {formatIstDateTime(proposal.proposed_at)}
      </Text>
      <Text mt="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {proposal.reason}
      </Text>
      {proposal.material ? (
        <Box mt="2">
          <Notice status="warning" title="Material: every submitted bid will need to be submitted again." />
        </Box>
      ) : null}
      <Box mt="3">
        <CorrigendumChanges changes={proposal.changes} label={`Changes proposed for ${proposal.tender_uid}`} />
      </Box>
      <Stack mt="4" gap="3">
        {problem ? <Notice status="error" title={problem.message} /> : null}
        <Field
          label="Remark for the organisation (when rejecting)"
          invalid={Boolean(problem?.remark)}
          errorText={problem?.remark}
        >
          <Textarea
            name={`remark-${proposal.id}`}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            maxLength={CORRIGENDUM_LIMITS.remark.max}
            rows={2}
          />
        </Field>
        <HStack gap="3" flexWrap="wrap">
          <Button
            colorPalette="blue"
            loading={busy}
            onClick={() => void decide(() => approveProposal(proposal.tender_id))}
          >
            <Check aria-hidden="true" />
            Approve and publish
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            loading={busy}
            onClick={() => void decide(() => rejectProposal(proposal.tender_id, { remark }))}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
