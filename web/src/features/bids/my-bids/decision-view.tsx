// The technical decision on a bid as its bidder reads it: qualified or not, and for not qualified
// the reason (its label from the shared list), the tender clause and the evaluators' note.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { formatIstDateTime } from '@tender/shared/format';
import { reasonLabels } from '@tender/shared/opening-messages';
import type { Evaluation } from '@tender/shared/schemas/opening';
import type { ReactNode } from 'react';

export function QualificationBadge({ qualified }: { qualified: boolean }) {
  return (
    <Badge colorPalette={qualified ? 'green' : 'red'} variant="subtle" textTransform="none">
      {qualified ? 'Qualified' : 'Not qualified'}
    </Badge>
  );
}

/** One line of a definition list that stacks on a phone. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box display={{ base: 'block', sm: 'flex' }} gap="2">
      <Box as="dt" fontWeight="semibold" flexShrink={0} minW={{ sm: '7rem' }}>
        {term}
      </Box>
      <Box as="dd" minW="0" wordBreak="break-word" whiteSpace="pre-wrap">
        {children}
      </Box>
    </Box>
  );
}

export type DecisionViewProps = { evaluation: Evaluation };

export function DecisionView({ evaluation }: DecisionViewProps) {
  return (
    <Box as="dl" display="grid" gap="1" fontSize="sm">
      {evaluation.qualified ? null : (
        <>
          <Fact term="Reason">{evaluation.reason_code ? reasonLabels[evaluation.reason_code] : '—'}</Fact>
          <Fact term="Clause">{evaluation.clause ?? '—'}</Fact>
          <Fact term="Note">{evaluation.note ?? '—'}</Fact>
        </>
      )}
      <Fact term="Decided">
        {formatIstDateTime(evaluation.decided_at)} by {evaluation.decided_by_name}
      </Fact>
    </Box>
  );
}
