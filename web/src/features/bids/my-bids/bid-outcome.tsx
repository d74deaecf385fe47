// What a bidder sees of its bid after the opening (MyBid.outcome): "Opened", then the
// technical decision with its reason; for not qualified, until when a representation may be sent
// (counted on the server's clock, as the bid page counts) and the form while that lasts; once sent,
// the representation and its answer.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import { evaluationMessages } from '@tender/shared/opening-messages';
import type { MyBidOutcome } from '@tender/shared/schemas/opening';
import { useMemo, useState } from 'react';
import { Notice } from '../../../components/ui/alert';
import { formatTimeLeft, type ServerClock } from '../server-clock';
import { useTimeLeft } from '../components/use-time-left';
import { DecisionView, QualificationBadge } from './decision-view';
import { RepresentationForm } from './representation-form';
import { RepresentationView } from './representation-view';

type RepresentationWindowProps = {
  bidId: string;
  until: string;
  clock: ServerClock;
  onSent: (message: string) => Promise<void>;
};

/** The form while the window lasts (by the server's clock); then when it ended. */
function RepresentationWindow({ bidId, until, clock, onSent }: RepresentationWindowProps) {
  const left = useTimeLeft(until, clock);
  // The same element every second: the countdown does not render the form again.
  const form = useMemo(() => <RepresentationForm bidId={bidId} onSent={onSent} />, [bidId, onSent]);
  if (left <= 0) {
    return (
      <Text fontSize="sm" color="gray.700">
        {evaluationMessages.representationClosed(formatIstDateTime(until))}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" data-testid="representation-window">
        You may send a representation until {formatIstDateTime(until)} (time left {formatTimeLeft(left)}).
      </Text>
      <Box as="details" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
        <Box as="summary" cursor="pointer" fontWeight="semibold">
          Send a representation
        </Box>
        <Box mt="3">{form}</Box>
      </Box>
    </Stack>
  );
}

export type BidOutcomeProps = {
  bidId: string;
  outcome: MyBidOutcome;
  /** The server's clock (from the list's answer). */
  clock: ServerClock;
  /** Reads the list again (after a representation was sent). */
  onChanged: () => Promise<unknown>;
};

export function BidOutcome({ bidId, outcome, clock, onChanged }: BidOutcomeProps) {
  const [sent, setSent] = useState<string>();
  if (!outcome.opened) return null;
  const { evaluation, representation } = outcome;
  const handleSent = async (message: string) => {
    setSent(message);
    await onChanged();
  };
  return (
    <Stack as="section" aria-label="Outcome" gap="3" mt="3" pt="3" borderTopWidth="1px" borderColor="gray.200">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="blue" variant="subtle" textTransform="none">
          Opened
        </Badge>
        {evaluation ? <QualificationBadge qualified={evaluation.qualified} /> : null}
      </HStack>
      {evaluation ? (
        <DecisionView evaluation={evaluation} />
      ) : (
        <Text fontSize="sm" color="gray.700">
          The technical cover is opened; the evaluators have not decided yet.
        </Text>
      )}
      {sent ? <Notice status="success" title={sent} /> : null}
      {evaluation && !evaluation.qualified && !representation && evaluation.representation_until ? (
        <RepresentationWindow bidId={bidId} until={evaluation.representation_until} clock={clock} onSent={handleSent} />
      ) : null}
      {representation ? <RepresentationView representation={representation} /> : null}
    </Stack>
  );
}
