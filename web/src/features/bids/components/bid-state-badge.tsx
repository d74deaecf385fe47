import { Badge } from '@chakra-ui/react/badge';
import type { BidState } from '@tender/shared/schemas/bid-submission';

const PALETTES: Record<BidState, string> = {
  started: 'gray',
  submitted: 'green',
  revised: 'teal',
  withdrawn: 'orange',
  closed: 'blue',
};

export type BidStateBadgeProps = { state: BidState };

/** A bid's state in words (the colour only helps). */
export function BidStateBadge({ state }: BidStateBadgeProps) {
  return (
    <Badge colorPalette={PALETTES[state]} variant="subtle" textTransform="none">
      {state}
    </Badge>
  );
}
