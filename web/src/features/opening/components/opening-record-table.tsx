import { Code } from '@chakra-ui/react/code';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { OpeningRecordLine } from '@tender/shared/schemas/opening';
import { ScrollTable, TableRow, tableCell as cell } from '../../../components/ui/scroll-table';
import { flagText, yesNo } from '../../../lib/opening-flags';
import { coversReceivedText } from '../opening-words';

export type OpeningRecordTableProps = { caption: string; lines: readonly OpeningRecordLine[] };

const HEADINGS = ['Bidder', 'Covers received', 'Digest match', 'Flag', 'Receipt digest'];

/** The public opening record: every opened bid, a flagged one too, with its digest to check against a receipt. */
export function OpeningRecordTable({ caption, lines }: OpeningRecordTableProps) {
  if (lines.length === 0) return <Text fontSize="sm">No bid was opened.</Text>;
  const head = HEADINGS.map((heading) => (
    <chakra.th key={heading} scope="col" {...cell}>
      {heading}
    </chakra.th>
  ));
  return (
    <ScrollTable label={caption} minW="44rem" head={head}>
      {lines.map((line) => (
        <TableRow key={line.bid_id}>
          <chakra.th scope="row" {...cell} fontWeight="medium" minW="10rem">
            {line.bidder_name}
            <Text fontSize="xs" color="gray.600" fontWeight="normal">
              {line.bid_id}
            </Text>
          </chakra.th>
          <chakra.td {...cell}>{coversReceivedText(line.covers_received)}</chakra.td>
          <chakra.td {...cell} color={line.digest_match ? undefined : 'red.700'} fontWeight="semibold">
            {yesNo(line.digest_match)}
          </chakra.td>
          <chakra.td {...cell} minW="12rem" color={line.flag ? 'red.700' : 'gray.600'}>
            {flagText(line.flag)}
          </chakra.td>
          <chakra.td {...cell} maxW="16rem">
            <Code fontSize="xs" wordBreak="break-all">
              {line.digest}
            </Code>
          </chakra.td>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
