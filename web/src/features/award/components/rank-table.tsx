import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { StatementBid } from '@tender/shared/schemas/award';
import { ScrollTable, TableRow, figureCell as figure, tableCell as cell } from '../../../components/ui/scroll-table';
import { openingFlagLabels } from '../../../lib/opening-flags';
import { amountText, estimateText, rankText } from '../award-words';

export type RankTableProps = { bids: readonly StatementBid[]; hasEstimate: boolean };

/** Each opened bid's rank, total and difference from the estimate; a flagged cover stays listed, unranked. */
export function RankTable({ bids, hasEstimate }: RankTableProps) {
  const head = (
    <>
      <chakra.th scope="col" {...cell}>
        Rank
      </chakra.th>
      <chakra.th scope="col" {...cell}>
        Bidder
      </chakra.th>
      <chakra.th scope="col" {...figure}>
        Total
      </chakra.th>
      {hasEstimate ? (
        <chakra.th scope="col" {...cell}>
          Against the estimate
        </chakra.th>
      ) : null}
    </>
  );
  return (
    <ScrollTable label="Ranks and totals" head={head}>
      {bids.map((bid) => (
        <TableRow key={bid.bid_id}>
          <chakra.td {...cell} fontWeight="semibold" whiteSpace="nowrap">
            {rankText(bid)}
          </chakra.td>
          <chakra.th scope="row" {...cell} fontWeight="medium" minW="9rem">
            {bid.bidder_name}
            {bid.flag ? (
              <Box as="span" display="block" fontSize="xs" color="red.700" fontWeight="normal">
                {openingFlagLabels[bid.flag]}
              </Box>
            ) : null}
          </chakra.th>
          <chakra.td {...figure}>{bid.total_paise === null ? '—' : amountText(bid.total_paise)}</chakra.td>
          {hasEstimate ? <chakra.td {...cell}>{estimateText(bid.vs_estimate_percent)}</chakra.td> : null}
        </TableRow>
      ))}
    </ScrollTable>
  );
}
