import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import type { BidChargesPaise } from '@tender/shared/bid-charges';
import { paymentMessages } from '@tender/shared/payment-messages';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error';
import { useBidCharges } from '../../lib/payments/api/get-bid-charges';
import { payBidCharges } from '../../lib/payments/pay-bid-charges';
import { LoadingState } from '../ui/loading-state';
import { Notice } from '../ui/alert';
import { ChargesList } from './charges-list';
import { PaymentAlertNotice, paymentErrorAlert, type PaymentAlert } from './payment-alerts';

export type BidPaymentProps = {
  tenderId: number;
  /** The exemption the bid claims (only where the tender allows one): the EMD is then not charged. */
  emdExempt: boolean;
  /** After the server verified a payment, or said everything was paid before. */
  onPaid: () => void;
  /** Already paid (the bid page knows it): shows the paid state and no button. */
  paid?: boolean;
};

const rupees = (paise: number) => paise / 100;

/** A payment order refused because everything is paid already counts as paid (another tab, an earlier visit). */
const isAlreadyPaid = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.serverMessage === paymentMessages.bidAlreadyPaid;

type BidChargesListProps = { charges: BidChargesPaise; emdExempt: boolean };

/** Tender fee, EMD and the total in INR with Indian grouping (no GST: see shared/bid-charges.ts). */
export function BidChargesList({ charges, emdExempt }: BidChargesListProps) {
  const rows: [string, number][] = [
    ['Tender fee', rupees(charges.fee)],
    [emdExempt ? 'EMD (exemption claimed)' : 'EMD', rupees(charges.emd)],
  ];
  return <ChargesList rows={rows} total={rupees(charges.total)} />;
}

/**
 * A bid's tender fee and EMD: the amounts due, and a button that pays them through the same
 * checkout as the registration fee (the server makes the order for what is left to pay and
 * verifies the payment), then calls `onPaid`.
 */
export function BidPayment({ tenderId, emdExempt, onPaid, paid = false }: BidPaymentProps) {
  const { charges, isLoading, error } = useBidCharges(tenderId, emdExempt);
  const choice = `${tenderId}:${emdExempt}`;
  // Paid here for this tender and choice; another choice may still owe the EMD.
  const [paidFor, setPaidFor] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [alert, setAlert] = useState<PaymentAlert | undefined>(undefined);

  // SWR counts a request as loading while the page's own copy of the answer (a rendered page's data)
  // stands in: what is due is shown from that copy, not a spinner until the app starts.
  if (!charges && isLoading) return <LoadingState />;
  if (error || !charges) return <Notice status="error" title={error?.message ?? paymentMessages.checkoutUnavailable} />;

  const isPaid = paid || paidFor === choice;
  const handlePaid = () => {
    setPaidFor(choice);
    setAlert(undefined);
    onPaid();
  };
  const handlePay = async () => {
    setPaying(true);
    setAlert(undefined);
    try {
      await payBidCharges(tenderId, emdExempt);
      handlePaid();
    } catch (failure) {
      if (isAlreadyPaid(failure)) handlePaid();
      else setAlert(paymentErrorAlert(failure));
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack gap="4" align="start">
      <BidChargesList charges={charges} emdExempt={emdExempt} />
      {charges.total === 0 ? (
        <Notice status="info" title={paymentMessages.bidNothingDue} />
      ) : isPaid ? (
        <Notice status="success" title={paymentMessages.bidPaid} />
      ) : (
        <>
          <PaymentAlertNotice alert={alert} />
          <Button
            type="button"
            colorPalette="blue"
            onClick={() => void handlePay()}
            loading={paying}
            loadingText="Pay online"
            disabled={paying}
          >
            Pay online
          </Button>
        </>
      )}
    </Stack>
  );
}
