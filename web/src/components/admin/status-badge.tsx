import { Badge } from '@chakra-ui/react/badge';

const PALETTES: Record<string, string> = {
  draft: 'gray',
  active: 'green',
  closed: 'blue',
  cancelled: 'red',
  retendered: 'purple',
  awarded: 'teal',
  unsuccessful: 'gray',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  created: 'gray',
  paid: 'blue',
  used: 'green',
  retired: 'gray',
};

const LABELS: Record<string, string> = { retendered: 're-tendered' };

export type StatusBadgeProps = { status: string };

/** A state in words with a colour (the words carry the meaning; the colour only helps). */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <Badge colorPalette={PALETTES[status] ?? 'gray'} variant="subtle" textTransform="none">
      {LABELS[status] ?? status}
    </Badge>
  );
}
