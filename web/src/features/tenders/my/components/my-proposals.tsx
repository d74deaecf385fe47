import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { CorrigendumProposal } from '@tender/shared/schemas/corrigenda';
import { CorrigendumChanges } from '../../../../components/corrigendum-changes';
import { useMyProposals } from '../api/get-my-proposals';

const STATE_WORDS: Record<CorrigendumProposal['state'], string> = {
  pending: 'Waiting for the consultancy’s approval',
  approved: 'Approved and published',
  rejected: 'Not approved',
};

export type MyProposalsProps = { tenderId: number };

/** The organisation's proposed corrigenda of its tender, newest first, with the consultancy's answer. */
export function MyProposals({ tenderId }: MyProposalsProps) {
  const { data } = useMyProposals(tenderId);
  if (!data || data.data.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="my-proposals-heading">
      <Heading as="h2" id="my-proposals-heading" size="md" mb="3">
        Proposed corrigenda
      </Heading>
      <Stack as="ol" gap="3" listStyleType="none">
        {data.data.map((proposal) => (
          <Box as="li" key={proposal.id} borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
            <Text fontWeight="semibold">
              {STATE_WORDS[proposal.state]}
              {proposal.corrigendum_number ? ` as corrigendum ${proposal.corrigendum_number}` : ''}
            </Text>
            <Text fontSize="sm" color="gray.600">
              Sent {formatIstDateTime(proposal.proposed_at)}
            </Text>
            <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {proposal.reason}
            </Text>
            {proposal.remark ? (
              <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
                Remark: {proposal.remark}
              </Text>
            ) : null}
            <Box mt="2">
              <CorrigendumChanges changes={proposal.changes} label="Proposed changes" />
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
