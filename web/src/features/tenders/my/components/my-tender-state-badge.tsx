import { Badge } from '@chakra-ui/react/badge';
import type { AdminTenderStatus } from '@tender/shared/schemas/tenders-admin';
import { myTenderStateLook } from '../my-tender-state';

export type MyTenderStateBadgeProps = { tender: { status: AdminTenderStatus; return_remark: string | null } };

/** The tender's state in the organisation's words (Returned for a draft sent back); the colour only helps. */
export function MyTenderStateBadge({ tender }: MyTenderStateBadgeProps) {
  const look = myTenderStateLook(tender);
  return (
    <Badge colorPalette={look.palette} variant="subtle" textTransform="none" flexShrink="0">
      {look.label}
    </Badge>
  );
}
