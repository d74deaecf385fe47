import { Button } from '@chakra-ui/react/button';
import { formatIndianNumber } from '@tender/shared/format';
import type { RegistrationCharges as Charges } from '../../lib/payments/use-registration-payment';
import { ChargesList } from './charges-list';

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
  return <ChargesList rows={rows} total={charges.total} />;
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
