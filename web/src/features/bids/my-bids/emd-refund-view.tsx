// A bid's EMD refund on My Bids (MyBid.emd_refund): the amount and where the refund
// stands, in words; the Razorpay refund id once there is one, since the bank tracks the refund by it.
import { Box } from '@chakra-ui/react/box';
import { formatIstDate } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import { emdRefundStateLabels, refundedOn } from '@tender/shared/refund-messages';
import type { EmdRefund } from '@tender/shared/schemas/refunds';
import { Fact } from './decision-view';

/** The state in words; a processed refund with the day the money went back. */
export function emdRefundStateText(refund: EmdRefund): string {
  if (refund.state === 'processed' && refund.refunded_at) return refundedOn(formatIstDate(refund.refunded_at));
  return emdRefundStateLabels[refund.state];
}

export type EmdRefundViewProps = { refund: EmdRefund };

export function EmdRefundView({ refund }: EmdRefundViewProps) {
  return (
    <Box as="section" aria-label="EMD refund" mt="3" pt="3" borderTopWidth="1px" borderColor="gray.200">
      <Box as="dl" display="grid" gap="1" fontSize="sm">
        <Fact term="EMD refund">{formatPaise(BigInt(refund.amount_paise))}</Fact>
        <Fact term="State">{emdRefundStateText(refund)}</Fact>
        {refund.razorpay_refund_id ? <Fact term="Refund ID">{refund.razorpay_refund_id}</Fact> : null}
      </Box>
    </Box>
  );
}
