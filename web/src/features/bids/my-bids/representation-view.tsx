// The bidder's representation once sent, then the evaluators' answer and whether the decision was
// upheld or reversed.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { Representation } from '@tender/shared/schemas/opening';
import { Fact } from './decision-view';

const DECISIONS: Record<NonNullable<Representation['decision']>, string> = {
  upheld: 'Upheld: the bid stays not qualified.',
  reversed: 'Reversed: the bid is qualified.',
};

export type RepresentationViewProps = { representation: Representation };

export function RepresentationView({ representation }: RepresentationViewProps) {
  return (
    <Box as="section" aria-label="Your representation" borderTopWidth="1px" borderColor="gray.200" pt="3">
      <Heading as="h3" size="sm" mb="2">
        Your representation
      </Heading>
      <Box as="dl" display="grid" gap="1" fontSize="sm">
        <Fact term="Sent">{formatIstDateTime(representation.sent_at)}</Fact>
        <Fact term="Text">{representation.text}</Fact>
        {representation.document ? <Fact term="Document">{representation.document.name}</Fact> : null}
        {representation.answer === null ? null : (
          <>
            <Fact term="Answer">{representation.answer}</Fact>
            {representation.decision ? <Fact term="Decision">{DECISIONS[representation.decision]}</Fact> : null}
            {representation.answered_at ? (
              <Fact term="Answered">{formatIstDateTime(representation.answered_at)}</Fact>
            ) : null}
          </>
        )}
      </Box>
      {representation.answer === null ? (
        <Text fontSize="sm" color="gray.700" mt="2">
          The evaluators have not answered yet. You will be told by mail and here.
        </Text>
      ) : null}
    </Box>
  );
}
