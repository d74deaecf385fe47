import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import { useMyClarifications } from '../api/get-my-clarifications';

export type OwnQuestionsProps = { tenderId: number };

/** The signed-in contractor's own questions on this tender and whether each is answered yet. */
export function OwnQuestions({ tenderId }: OwnQuestionsProps) {
  const { data } = useMyClarifications(tenderId, true);
  if (!data || data.data.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        Your questions
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {data.data.map((item) => (
          <Box as="li" key={item.id} borderWidth="1px" borderColor="gray.100" borderRadius="md" p="3">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {item.question}
            </Text>
            <Text mt="1" fontSize="sm" color="gray.600">
              Asked {formatIstDateTime(item.asked_at)} ·{' '}
              <Badge colorPalette={item.state === 'answered' ? 'green' : 'orange'}>
                {item.state === 'answered' ? 'Answered' : 'Awaiting an answer'}
              </Badge>
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
