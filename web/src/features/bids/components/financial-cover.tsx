import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatIndianNumber } from '@tender/shared/format';
import type { BidTotal, RatedLine } from '../bid-amounts';
import { Input } from '../../../components/ui/input';
import { RATE_ITEM_ATTRIBUTE } from '../bid-form/use-adopt-typed-rates';

export type FinancialCoverProps = {
  lines: readonly RatedLine[];
  total: BidTotal;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onRateChange: (workItemId: number, text: string) => void;
};

const cell = { p: '2', verticalAlign: 'top' } as const;

/** The bill of quantities with a rate input per item; amounts and total in whole paise, as the server computes. */
export function FinancialCover({ lines, total, errors, disabled, onRateChange }: FinancialCoverProps) {
  return (
    <Box>
      {/* Wide on a phone: the table scrolls sideways inside its box, the page does not. */}
      <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" borderRadius="md" tabIndex={0}>
        <chakra.table width="full" minW="40rem" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
          <chakra.caption srOnly>Work items and your rates</chakra.caption>
          <chakra.thead bg="gray.50">
            <tr>
              <chakra.th scope="col" textAlign="start" {...cell}>
                #
              </chakra.th>
              <chakra.th scope="col" textAlign="start" {...cell}>
                Item description
              </chakra.th>
              <chakra.th scope="col" textAlign="end" {...cell}>
                Quantity
              </chakra.th>
              <chakra.th scope="col" textAlign="start" {...cell}>
                Unit
              </chakra.th>
              <chakra.th scope="col" textAlign="start" {...cell}>
                Rate (INR)
              </chakra.th>
              <chakra.th scope="col" textAlign="end" {...cell}>
                Amount
              </chakra.th>
            </tr>
          </chakra.thead>
          <tbody>
            {lines.map((line, index) => {
              const id = String(line.item.id);
              const error = errors[id];
              const errorId = `rate-error-${id}`;
              return (
                <chakra.tr key={id} borderTopWidth="1px" borderColor="gray.100">
                  <chakra.td {...cell}>{index + 1}</chakra.td>
                  <chakra.td {...cell} minW="12rem">
                    {line.item.item_description}
                  </chakra.td>
                  <chakra.td {...cell} textAlign="end">
                    {formatIndianNumber(line.item.quantity)}
                  </chakra.td>
                  <chakra.td {...cell}>{line.item.unit}</chakra.td>
                  <chakra.td {...cell} minW="9rem">
                    <Input
                      {...{ [RATE_ITEM_ATTRIBUTE]: id }}
                      size="sm"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={`Rate for item ${index + 1}: ${line.item.item_description}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      value={line.text}
                      disabled={disabled}
                      onChange={(event) => onRateChange(line.item.id, event.target.value)}
                    />
                    {error ? (
                      <Text id={errorId} color="red.600" fontSize="xs" mt="1">
                        {error}
                      </Text>
                    ) : null}
                  </chakra.td>
                  <chakra.td {...cell} textAlign="end" whiteSpace="nowrap" data-part="line-amount">
                    {line.amount}
                  </chakra.td>
                </chakra.tr>
              );
            })}
          </tbody>
        </chakra.table>
      </Box>
      <Box mt="3" textAlign={{ base: 'start', md: 'end' }} aria-live="polite">
        <Text fontWeight="bold" fontSize="lg" data-testid="bid-total">
          Total {total.figures}
        </Text>
        <Text fontSize="sm" color="gray.700" data-testid="bid-total-words">
          {total.words}
        </Text>
        {total.complete ? null : (
          <Text fontSize="sm" color="orange.700">
            Some items have no rate yet; the total counts only the rated ones.
          </Text>
        )}
      </Box>
    </Box>
  );
}
