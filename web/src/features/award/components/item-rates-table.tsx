import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { StatementBid, StatementItem } from '@tender/shared/schemas/award';
import { amountText, rankText } from '../award-words';

const cell = { p: '2', verticalAlign: 'top', textAlign: 'start' } as const;
const figure = { ...cell, textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export type ItemRatesTableProps = { items: readonly StatementItem[]; bids: readonly StatementBid[] };

type Rates = NonNullable<StatementBid['rates']>;

function RateCell({ rates, itemId }: { rates: Rates | undefined; itemId: number }) {
  const rate = rates?.find((line) => line.work_item_id === itemId);
  if (!rate) return <chakra.td {...figure}>—</chakra.td>;
  return (
    <chakra.td {...figure}>
      {amountText(rate.rate_paise)}
      <Text fontSize="xs" color="gray.600">
        {amountText(rate.amount_paise)}
      </Text>
    </chakra.td>
  );
}

/**
 * The item-wise rates side by side (one column per bid, L1 first, the estimate first where the
 * tender has one): each cell the rate, and under it quantity x rate. Wide: it scrolls sideways in
 * its own box on a phone, with the item column in view.
 */
export function ItemRatesTable({ items, bids }: ItemRatesTableProps) {
  const hasEstimate = items.some((item) => item.estimate_rate_paise !== undefined);
  const priced = bids.filter((bid) => bid.rates);
  return (
    <Box
      overflowX="auto"
      maxH="32rem"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label="Item-wise rates"
      data-testid="item-rates"
    >
      <chakra.table width="full" minW="40rem" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption srOnly>Item-wise rates: each cell is the rate per unit, and under it the amount</chakra.caption>
        <chakra.thead bg="gray.50" position="sticky" top="0" zIndex="1">
          <tr>
            <chakra.th scope="col" {...cell} position="sticky" left="0" bg="gray.50" minW="12rem">
              Work item
            </chakra.th>
            <chakra.th scope="col" {...figure}>
              Quantity
            </chakra.th>
            {hasEstimate ? (
              <chakra.th scope="col" {...figure}>
                Estimate
              </chakra.th>
            ) : null}
            {priced.map((bid) => (
              <chakra.th key={bid.bid_id} scope="col" {...figure}>
                {rankText(bid)}
                <Text fontWeight="normal">{bid.bidder_name}</Text>
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {items.map((item) => (
            <chakra.tr key={item.work_item_id} borderTopWidth="1px" borderColor="gray.100">
              <chakra.th scope="row" {...cell} fontWeight="normal" position="sticky" left="0" bg="white">
                {item.item_description}
              </chakra.th>
              <chakra.td {...figure}>
                {item.quantity} {item.unit}
              </chakra.td>
              {hasEstimate ? (
                <chakra.td {...figure}>
                  {item.estimate_rate_paise === undefined ? '—' : amountText(item.estimate_rate_paise)}
                </chakra.td>
              ) : null}
              {priced.map((bid) => (
                <RateCell key={bid.bid_id} rates={bid.rates} itemId={item.work_item_id} />
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
