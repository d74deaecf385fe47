import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIndianNumber, formatIstDateTime } from '@tender/shared/format';
import type { Representation, RepresentationAnswer } from '@tender/shared/schemas/opening';
import { representationDocumentLinkPath } from '../api/evaluation-keys';
import { DownloadDocumentButton } from './download-document-button';
import { RepresentationAnswerForm } from './representation-answer-form';

export type RepresentationViewProps = {
  representation: Representation;
  bidderName: string;
  /** The caller evaluates this tender and the evaluation is still open: an unanswered representation gets a form. */
  mayAnswer: boolean;
  onAnswered: (answer?: RepresentationAnswer) => Promise<unknown>;
};

const decisionText = { upheld: 'Decision upheld', reversed: 'Decision reversed: the bid is qualified' } as const;

/** The bidder's representation against a "not qualified", and its answer or the form to answer it. */
export function RepresentationView({ representation, bidderName, mayAnswer, onAnswered }: RepresentationViewProps) {
  return (
    <Stack gap="2" fontSize="sm" borderLeftWidth="3px" borderColor="orange.300" ps="3">
      <Heading as="h4" size="sm">
        Representation
      </Heading>
      <Text color="gray.700">Sent {formatIstDateTime(representation.sent_at)}</Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {representation.text}
      </Text>
      {representation.document ? (
        <HStack gap="3" flexWrap="wrap">
          <Text overflowWrap="anywhere">
            Document attached: {representation.document.name} ({formatIndianNumber(representation.document.size)} bytes)
          </Text>
          <DownloadDocumentButton
            linkPath={representationDocumentLinkPath(representation.id)}
            name={representation.document.name}
          />
        </HStack>
      ) : null}
      {representation.answer !== null ? (
        <Box>
          <Text fontWeight="semibold">
            {representation.decision ? decisionText[representation.decision] : 'Answered'}
            {representation.answered_at ? ` on ${formatIstDateTime(representation.answered_at)}` : ''}
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {representation.answer}
          </Text>
        </Box>
      ) : mayAnswer ? (
        <RepresentationAnswerForm
          representationId={representation.id}
          bidderName={bidderName}
          onAnswered={onAnswered}
        />
      ) : (
        <Text color="gray.700">Waiting for the evaluators' answer.</Text>
      )}
    </Stack>
  );
}
