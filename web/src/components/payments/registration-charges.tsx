import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { formatIndianNumber, formatInr } from '@tender/shared/format';
import type { RegistrationCharges as Charges } from '../../lib/payments/use-registration-payment';

const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1180 -> '1,180', 1179.5 -> '1,179.50', 100000 -> '1,00,000': Indian grouping, paise only when there are some. */
export function formatPayableTotal(total: number): string {
  return Number.isInteger(total) ? formatIndianNumber(total) : withPaise.format(total);
}

/** The pay button's label (SPEC §2): 'Register and Pay 1,180 INR'. */
export function payButtonLabel(total: number): string {
  return `Register and Pay ${formatPayableTotal(total)} INR`;
}

export type RegistrationChargesProps = { charges: Charges };

/** Registration fee, GST 18 % and the total, in INR with Indian grouping. */
export function RegistrationCharges({ charges }: RegistrationChargesProps) {
  const rows: [string, number][] = [
    ['Registration fee', charges.fee],
    ['GST 18%', charges.gst],
  ];
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
        {formatInr(charges.total)}
      </Box>
    </Box>
  );
}

export type PayToRegisterButtonProps = {
  total: number;
  onClick: () => void;
  isLoading?: boolean;
};

/** 'Register and Pay {total} INR': opens checkout (the caller's onClick runs payRegistrationFee). */
export function PayToRegisterButton({ total, onClick, isLoading = false }: PayToRegisterButtonProps) {
  return (
    <Button
      type="button"
      colorPalette="blue"
      onClick={onClick}
      loading={isLoading}
      loadingText={payButtonLabel(total)}
      disabled={isLoading || total <= 0}
    >
      {payButtonLabel(total)}
    </Button>
  );
}
