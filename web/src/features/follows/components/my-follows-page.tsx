import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { followMessages as m } from '@tender/shared/follow-messages';
import { formatIstDateTime } from '@tender/shared/format';
import type { FollowedTender } from '@tender/shared/schemas/follows';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { AppLink } from '../../../components/ui/app-link';
import { LoadingState } from '../../../components/ui/loading-state';
import { paths, tenderPath } from '../../../config/paths';
import { useMyFollows } from '../api/get-my-follows';

const statusLabels: Record<FollowedTender['status'], string> = {
  active: 'Active',
  closed: 'Closed',
  cancelled: 'Cancelled',
  retendered: 'Re-tendered',
  awarded: 'Awarded',
  unsuccessful: 'Unsuccessful',
};

function FollowedTenderCard({ tender }: { tender: FollowedTender }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" listStyleType="none">
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <Heading as="h2" size="md">
          <AppLink to={tenderPath(tender.id)}>{tender.project_name}</AppLink>
        </Heading>
        <Badge>{statusLabels[tender.status]}</Badge>
      </HStack>
      <Text fontSize="sm" color="gray.700">
        Tender ID {tender.tender_uid} · bid submission ends {formatIstDateTime(tender.bid_submission_end_date)}
        {tender.source === 'bid' ? ' · followed because you bid on it' : ''}
      </Text>
    </Box>
  );
}

/** /my-follows: the tenders the account follows, newest follow first, each linking to its page. */
export function MyFollowsPage() {
  const { data, error, isLoading, isValidating, mutate } = useMyFollows();
  return (
    <>
      <PageHeader
        title={m.followedTenders}
        lead="We mail you each corrigendum, answered question, closing, opening and award of these tenders."
      />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="4">
          {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
          {isLoading ? <LoadingState /> : null}
          {data && data.data.length === 0 ? (
            <Text>
              {m.noFollowedTenders} <AppLink to={paths.activeTenders}>Active tenders</AppLink>
            </Text>
          ) : null}
          {data && data.data.length > 0 ? (
            <Stack as="ul" gap="4" aria-label={m.followedTenders}>
              {data.data.map((tender) => (
                <FollowedTenderCard key={tender.id} tender={tender} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
