import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import { reasonLabels } from '@tender/shared/opening-messages';
import type { Evaluation } from '@tender/shared/schemas/opening';

/** The saved decision on a bid, with its reason when not qualified and the bidder's window to answer it. */
export function DecisionView({ evaluation }: { evaluation: Evaluation | null }) {
  if (!evaluation) return <Text fontSize="sm">Not evaluated yet.</Text>;
  return (
    <Box fontSize="sm" data-testid="decision">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={evaluation.qualified ? 'green' : 'red'}>
          {evaluation.qualified ? 'Qualified' : 'Not qualified'}
        </Badge>
        <Text color="gray.700">
          by {evaluation.decided_by_name} on {formatIstDateTime(evaluation.decided_at)}
        </Text>
      </HStack>
      {evaluation.failed_check_acceptance ? (
        <Box mt="1" data-testid="failed-check-acceptance">
          <Text color="red.700">
            Qualified although its check failed (
            {evaluation.failed_check_acceptance.failed_check ?? evaluation.failed_check_acceptance.flag}), accepted by{' '}
            {evaluation.failed_check_acceptance.accepted_by_name} on{' '}
            {formatIstDateTime(evaluation.failed_check_acceptance.accepted_at)}.
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            Why: {evaluation.failed_check_acceptance.reason}
          </Text>
        </Box>
      ) : null}
      {!evaluation.qualified ? (
        <Box mt="1">
          <Text>Reason: {evaluation.reason_code ? reasonLabels[evaluation.reason_code] : '—'}</Text>
          <Text overflowWrap="anywhere">Clause: {evaluation.clause ?? '—'}</Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            Note: {evaluation.note ?? '—'}
          </Text>
          {evaluation.representation_until ? (
            <Text color="gray.700">
              The bidder may send a representation until {formatIstDateTime(evaluation.representation_until)}.
            </Text>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
