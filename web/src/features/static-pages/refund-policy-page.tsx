import { SITE } from '@tender/shared/constants';
import { StaticPage } from './static-page';

export function RefundPolicyPage() {
  return (
    <StaticPage title="Refund Policy">
      <p>
        <strong>All sales are final.</strong> Registration fees and any other amounts paid on this website are
        non-refundable, and no refund is issued once a payment is completed, whether or not the registration is later
        approved, used or cancelled.
      </p>
      <h2>Before you pay</h2>
      <p>
        The registration fee, the 18% GST on it and the total payable are shown before the payment window opens. Please
        check the amount and your details before you pay.
      </p>
      <h2>Failed or duplicate payments</h2>
      <p>
        If money was debited but the payment did not complete, the payment provider normally reverses it to the original
        payment method within 5 to 7 working days. If it does not, write to {SITE.email} with the order id and we will
        help you trace it with the provider.
      </p>
      <h2>Earnest money and tender fees</h2>
      <p>
        EMD and tender fees for individual tenders are governed by the conditions of each tender and the inviting
        authority, not by this policy.
      </p>
    </StaticPage>
  );
}
