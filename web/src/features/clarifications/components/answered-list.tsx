import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import { formatIstDateTime } from '@tender/shared/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { useClarifications } from '../api/get-clarifications';

export type AnsweredListProps = { tenderId: number };

/** The published answers with their questions, in the order asked; who asked is never known here. */
export function AnsweredList({ tenderId }: AnsweredListProps) {
  const { data, error, isLoading, isValidating, mutate } = useClarifications(tenderId);
  // The answers the page was rendered with come first: SWR's isLoading stays true while it revalidates them.
  if (!data) {
    if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
    return isLoading ? <LoadingState /> : null;
  }
  if (data.data.length === 0) return <Text color="gray.700">{m.noAnswersYet}</Text>;
  return (
    <Stack as="ol" gap="4" listStyleType="none" aria-label="Answered questions">
      {data.data.map((item) => (
        <Box
          as="li"
          key={item.id}
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          p={{ base: '3', md: '4' }}
        >
          <Text fontWeight="semibold" whiteSpace="pre-wrap" overflowWrap="anywhere">
            Q. {item.question}
          </Text>
          <Text mt="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
            A. {item.answer}
          </Text>
          <Text mt="2" fontSize="sm" color="gray.600">
            Answered {formatIstDateTime(item.answered_at)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
