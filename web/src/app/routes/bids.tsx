import { VerifyReceiptPage } from '../../features/bids/components/verify-receipt-page';

export function Component() {
  return <VerifyReceiptPage />;
}
