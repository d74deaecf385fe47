import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { InboxClarification } from '@tender/shared/schemas/clarifications';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { NotFoundView } from '../../../components/not-found-view';
import { PageHeader } from '../../../components/page-header';
import { AppLink } from '../../../components/ui/app-link';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { tenderPath } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClarificationInbox } from '../api/get-clarification-inbox';
import { windowState, windowText } from '../clarification-window';
import { AnswerForm } from './answer-form';
import { usePageNow } from '../../../lib/use-page-now';

export type InboxPageProps = { tenderId: number };

type QuestionCardProps = { tenderId: number; item: InboxClarification; onAnswered: () => Promise<unknown> };

function QuestionCard({ tenderId, item, onAnswered }: QuestionCardProps) {
  const answered = item.state === 'answered';
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '3', md: '5' }}>
      <HStack gap="2" flexWrap="wrap" mb="2">
        <Badge colorPalette={answered ? 'green' : 'orange'}>{answered ? 'Answered' : 'Awaiting an answer'}</Badge>
        <Text fontSize="sm" color="gray.600">
          Asked {formatIstDateTime(item.asked_at)} by {item.asker.company_name} (user {item.asker.user_id})
        </Text>
      </HStack>
      <Text fontWeight="semibold" whiteSpace="pre-wrap" overflowWrap="anywhere">
        Q. {item.question}
      </Text>
      {answered ? (
        <>
          <Text mt="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
            A. {item.answer}
          </Text>
          <Text mt="1" fontSize="sm" color="gray.600">
            Answered {item.answered_at ? formatIstDateTime(item.answered_at) : ''}
          </Text>
        </>
      ) : (
        <Box mt="3">
          <AnswerForm tenderId={tenderId} clarificationId={item.id} onAnswered={onAnswered} />
        </Box>
      )}
    </Box>
  );
}

/** /tender/:id/clarifications: every question with who asked, and an answer form for each open one. */
export function InboxPage({ tenderId }: InboxPageProps) {
  const { data, error, isLoading, isValidating, mutate } = useClarificationInbox(tenderId);
  const now = usePageNow();
  useDocumentTitle(data ? `Clarifications: ${data.data.tender.tender_uid}` : 'Clarifications');
  if (error?.isNotFound) return <NotFoundView />;
  const tender = data?.data.tender;
  return (
    <>
      <PageHeader
        title={tender ? `Clarifications: ${tender.tender_uid}` : 'Clarifications'}
        lead={tender ? tender.project_name : undefined}
        leadPending={!data && !error}
      />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="5">
          <AppLink to={tenderPath(tenderId)} color="blue.700" textDecoration="underline">
            Back to the tender
          </AppLink>
          {error?.status === 403 ? <Notice status="error" title={error.message} /> : null}
          {error && error.status !== 403 ? (
            <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
          ) : null}
          {isLoading ? <LoadingState /> : null}
          {tender ? <Text color="gray.700">{windowText(tender, windowState(tender, now))}</Text> : null}
          {data && data.data.clarifications.length === 0 ? (
            <Text color="gray.700">No questions have been asked on this tender yet.</Text>
          ) : null}
          {data ? (
            <Stack as="ol" gap="4" listStyleType="none" aria-label="Questions">
              {data.data.clarifications.map((item) => (
                <QuestionCard key={item.id} tenderId={tenderId} item={item} onAnswered={() => mutate()} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
