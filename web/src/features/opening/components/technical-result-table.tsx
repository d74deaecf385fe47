import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import { reasonLabels } from '@tender/shared/opening-messages';
import type { TechnicalResult } from '@tender/shared/schemas/opening';
import { ScrollTable, TableRow, tableCell as cell } from '../../../components/ui/scroll-table';

const HEADINGS = ['Bidder', 'Result', 'Reason'];

/** The public technical result: each bidder qualified or not, and the reason's label when not. */
export function TechnicalResultTable({ result }: { result: TechnicalResult }) {
  const head = HEADINGS.map((heading) => (
    <chakra.th key={heading} scope="col" {...cell}>
      {heading}
    </chakra.th>
  ));
  return (
    <Box>
      <Text fontSize="sm" mb="2">
        Published {formatIstDateTime(result.published_at)}.
      </Text>
      <ScrollTable label="Technical result" minW="28rem" head={head}>
        {result.bids.map((bid) => (
          <TableRow key={bid.bid_id}>
            <chakra.th scope="row" {...cell} fontWeight="medium">
              {bid.bidder_name}
            </chakra.th>
            <chakra.td {...cell} color={bid.qualified ? 'green.800' : 'red.700'} fontWeight="semibold">
              {bid.qualified ? 'Qualified' : 'Not qualified'}
            </chakra.td>
            <chakra.td {...cell}>{bid.reason_code ? reasonLabels[bid.reason_code] : '—'}</chakra.td>
          </TableRow>
        ))}
      </ScrollTable>
    </Box>
  );
}
