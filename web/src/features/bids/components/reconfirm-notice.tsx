import { Box } from '@chakra-ui/react/box';
import type { MyBid } from '@tender/shared/schemas/bid-submission';
import { Notice } from '../../../components/ui/alert';

export type ReconfirmNoticeProps = { bid: Pick<MyBid, 'needs_reconfirmation'> };

/** "Needs re-confirmation since corrigendum n": the bid does not count until submitted again. */
export function ReconfirmNotice({ bid }: ReconfirmNoticeProps) {
  if (!bid.needs_reconfirmation) return null;
  return (
    <Box mt="2">
      <Notice status="warning" title={bid.needs_reconfirmation.message} />
    </Box>
  );
}
