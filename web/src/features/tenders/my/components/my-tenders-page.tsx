// /my-tenders: the organisation's tenders in every state, newest first, as cards (they read on a
// phone as on a desk), each with its state and a returned tender's remark; paged by the server's cursor.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { MyTenderListItem } from '@tender/shared/schemas/tenders-organization';
import { Plus } from 'lucide-react';
import { PagesPager } from '../../../../components/admin/cursor-pager';
import { useCursorPages } from '../../../../components/admin/use-cursor-pages';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { FlashNotice } from '../../../../components/flash-notice';
import { AppLink } from '../../../../components/ui/app-link';
import { ButtonLink } from '../../../../components/ui/link';
import { LoadingState } from '../../../../components/ui/loading-state';
import { myTenderPath, paths } from '../../../../config/paths';
import { useMyTenders } from '../api/list-my-tenders';
import { myTenderState } from '../my-tender-state';
import { MyTenderPage } from './my-tender-page';
import { MyTenderStateBadge } from './my-tender-state-badge';

export function MyTendersPage() {
  const pages = useCursorPages('my-tenders');
  const { data, error, isLoading, isValidating, mutate } = useMyTenders(pages.cursor);
  return (
    <MyTenderPage
      title="My Tenders"
      lead="Your tenders in every state. Draft one, send it for review, and the consultancy publishes it."
      actions={
        <ButtonLink to={paths.newMyTender} colorPalette="blue">
          <Plus aria-hidden="true" />
          New tender
        </ButtonLink>
      }
    >
      <FlashNotice />
      {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
      {isLoading && !data ? <LoadingState /> : null}
      {data && data.data.length === 0 ? <Text>You have no tenders yet. Draft one with New tender.</Text> : null}
      {data && data.data.length > 0 ? (
        <Stack as="ul" gap="4" aria-label="My tenders">
          {data.data.map((tender) => (
            <MyTenderCard key={tender.id} tender={tender} />
          ))}
        </Stack>
      ) : null}
      {data ? <PagesPager pages={pages} nextCursor={data.next_cursor} label="My tender pages" /> : null}
    </MyTenderPage>
  );
}

function MyTenderCard({ tender }: { tender: MyTenderListItem }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" listStyleType="none" minW="0">
      <HStack gap="2" justify="space-between" align="flex-start">
        <Heading as="h2" size="md" wordBreak="break-word" minW="0">
          <AppLink to={myTenderPath(tender.id)} color="blue.700">
            {tender.project_name}
          </AppLink>
        </Heading>
        <MyTenderStateBadge tender={tender} />
      </HStack>
      <Text fontSize="sm" color="gray.700" mt="1">
        Tender ID {tender.tender_uid} · {tender.tender_category_name} · {tender.material_work_type_name}
      </Text>
      <Text fontSize="sm" color="gray.700">
        Bid submission ends {formatIstDateTime(tender.bid_submission_end_date)}
      </Text>
      {myTenderState(tender) === 'returned' ? (
        <Box mt="3" p="3" bg="orange.50" borderRadius="md" borderLeftWidth="4px" borderColor="orange.400">
          <Text fontSize="sm" fontWeight="semibold">
            The consultancy&apos;s remark
          </Text>
          <Text fontSize="sm" whiteSpace="pre-line" wordBreak="break-word">
            {tender.return_remark}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
