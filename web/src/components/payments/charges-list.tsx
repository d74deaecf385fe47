import { Box } from '@chakra-ui/react/box';
import { formatInr } from '@tender/shared/format';

export type ChargesListProps = {
  /** Each charge's label and amount in INR, in the order shown. */
  rows: [string, number][];
  total: number;
};

/** Charges and their total as a definition list, amounts in INR with Indian grouping, right-aligned. */
export function ChargesList({ rows, total }: ChargesListProps) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="6" rowGap="2" maxW="sm">
      {rows.map(([label, amount]) => (
        <Box key={label} display="contents">
          <Box as="dt">{label}</Box>
          <Box as="dd" textAlign="end" fontVariantNumeric="tabular-nums">
            {formatInr(amount)}
          </Box>
        </Box>
      ))}
      <Box as="dt" fontWeight="bold" borderTopWidth="1px" pt="2">
        Total
      </Box>
      <Box as="dd" fontWeight="bold" textAlign="end" borderTopWidth="1px" pt="2" fontVariantNumeric="tabular-nums">
        {formatInr(total)}
      </Box>
    </Box>
  );
}
