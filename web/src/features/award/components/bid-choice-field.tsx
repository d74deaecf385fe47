import { chakra } from '@chakra-ui/react/styled-system';
import type { StatementBid } from '@tender/shared/schemas/award';
import { RadioField } from '../../../components/form/radio-field';
import { amountText, rankText } from '../award-words';

export type BidChoiceFieldProps = { name: string; bids: readonly StatementBid[] };

/** The ranked bids to award, one card each: rank, bidder and total. */
export function BidChoiceField({ name, bids }: BidChoiceFieldProps) {
  const choices = bids.map((bid) => ({
    value: bid.bid_id,
    label: (
      <>
        <chakra.span fontWeight="semibold" minW="4rem">
          {rankText(bid)}
        </chakra.span>
        <chakra.span flex="1">{bid.bidder_name}</chakra.span>
        <chakra.span fontVariantNumeric="tabular-nums">{amountText(bid.total_paise ?? '0')}</chakra.span>
      </>
    ),
  }));
  return <RadioField name={name} legend="Award to" choices={choices} variant="cards" />;
}
