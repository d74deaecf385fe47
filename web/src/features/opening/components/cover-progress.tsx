import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { CoverOpening } from '@tender/shared/schemas/opening';
import { coverStateText, coverTitles } from '../opening-words';

const stateColours: Record<CoverOpening['state'], string> = {
  waiting: 'gray',
  confirming: 'orange',
  opened: 'green',
};

const stateBadges: Record<CoverOpening['state'], string> = {
  waiting: 'Waiting',
  confirming: '1 of 2 confirmed',
  opened: 'Opened',
};

/** One cover's opening: its state, and who confirmed when. */
export function CoverProgress({ opening }: { opening: CoverOpening }) {
  const titleId = `cover-${opening.cover}-title`;
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="3"
      data-testid={`cover-${opening.cover}`}
    >
      <HStack gap="2" flexWrap="wrap" mb="1">
        <Heading as="h3" size="sm" id={titleId}>
          {coverTitles[opening.cover]}
        </Heading>
        <Badge colorPalette={stateColours[opening.state]}>{stateBadges[opening.state]}</Badge>
      </HStack>
      <Text fontSize="sm">{coverStateText(opening)}</Text>
      {opening.confirmations.length > 0 ? (
        <Box as="ul" ps="5" mt="1" fontSize="sm" color="gray.700">
          {opening.confirmations.map((confirmation) => (
            <li key={confirmation.account_id}>
              Confirmed by {confirmation.name} on {formatIstDateTime(confirmation.confirmed_at)}
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
