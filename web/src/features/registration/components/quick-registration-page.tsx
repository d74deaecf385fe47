import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { FormikHelpers, FormikValues } from 'formik';
import { Send } from 'lucide-react';
import { useId, useMemo } from 'react';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import { payRegistrationFee } from '../../../lib/payments/pay-registration-fee';
import { PaymentAlertNotice, usePaymentAlerts } from '../../../components/payments/payment-alerts';
import { PayToRegisterButton, RegistrationCharges } from '../../../components/payments/registration-charges';
import { useRegistrationPayment } from '../../../lib/payments/use-registration-payment';
import { registerContractor } from '../api/register';
import { vendorStepOneSchema } from '../registration-schema';
import { contractorBody, paymentPrefill, quickValues } from '../registration-values';
import { RegistrationPage } from './registration-page';
import { RegistrationSubmitStatus } from './registration-submit-status';
import { COMPANY_LOGIN_FIELDS, withAccount } from '../registering-account';
import { PinnedForm } from '../../../components/form/pinned-form';
import { useRegistrationSubmit } from './use-registration-submit';
import { VendorBasicSections } from './vendor-basic-sections';

/**
 * /quick-register/vendor (SPEC §2, §4): one form. When a fee is due, 'Register and Pay {total} INR'
 * validates the form, opens checkout, and once paid shows the success text and saves by itself;
 * otherwise Submit saves directly. A refused save keeps the payment: Submit then saves again.
 */
export function QuickRegistrationPage() {
  const payment = useRegistrationPayment();
  const pinned = usePinnedErrors();
  const { submit, saving, failure, setFailure } = useRegistrationSubmit(registerContractor, pinned);
  const alerts = usePaymentAlerts();
  const payHeadingId = useId();
  const initialValues = useMemo(() => withAccount(quickValues(), COMPANY_LOGIN_FIELDS), []);
  const schema = useMemo(() => vendorStepOneSchema(), []);

  const handleSubmit = async (values: FormikValues, helpers: FormikHelpers<FormikValues>) => {
    setFailure(null);
    let paid = values;
    if (payment.paymentNeeded && !values.payment_id) {
      alerts.clear();
      try {
        const ids = await payRegistrationFee(paymentPrefill(values), { amount: payment.charges.total });
        await helpers.setFieldValue('payment_id', ids.payment_id, false);
        await helpers.setFieldValue('order_id', ids.order_id, false);
        paid = { ...values, ...ids };
        alerts.onPaid();
      } catch (error) {
        alerts.onPaymentError(error);
        return;
      }
    }
    const { paymentRefused } = await submit(
      (requestId) => contractorBody(paid, { quick: true, requestId }),
      paid,
      helpers,
    );
    if (paymentRefused) {
      // The payment cannot be used (again): 'Register and Pay' comes back.
      await helpers.setFieldValue('payment_id', '', false);
      await helpers.setFieldValue('order_id', '', false);
      alerts.clear();
    }
  };

  return (
    <RegistrationPage title="Quick Vendor Registration" heading="Vendor, Consultant, Supplier Registration Form">
      <PinnedForm
        label="Quick vendor registration"
        initialValues={initialValues}
        schema={schema}
        pinned={pinned}
        onSubmit={handleSubmit}
      >
        {({ values, isSubmitting, submitForm }) => {
          const mustPay = payment.paymentNeeded && !values.payment_id;
          return (
            <>
              <VendorBasicSections pinned={pinned} />
              {payment.paymentNeeded ? (
                <Stack
                  as="section"
                  aria-labelledby={payHeadingId}
                  gap="4"
                  borderTopWidth="1px"
                  borderColor="gray.200"
                  pt="6"
                >
                  <Heading as="h3" id={payHeadingId} size="lg" color="brand.navy">
                    Pay to register
                  </Heading>
                  <RegistrationCharges charges={payment.charges} />
                  <PaymentAlertNotice alert={alerts.alert} />
                </Stack>
              ) : null}
              <RegistrationSubmitStatus saving={saving} failure={failure} />
              <Box>
                {mustPay ? (
                  <PayToRegisterButton
                    total={payment.charges.total}
                    isLoading={isSubmitting}
                    onClick={() => void submitForm()}
                  />
                ) : (
                  <Button
                    type="submit"
                    colorPalette="blue"
                    size="lg"
                    loading={isSubmitting || payment.isLoading}
                    loadingText={saving ? 'Saving' : 'Please wait'}
                  >
                    <Send aria-hidden="true" />
                    Submit
                  </Button>
                )}
              </Box>
            </>
          );
        }}
      </PinnedForm>
    </RegistrationPage>
  );
}
