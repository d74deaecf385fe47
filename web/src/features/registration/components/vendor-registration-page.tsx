import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { paymentMessages } from '@tender/shared/payment-messages';
import type { FormikHelpers, FormikValues } from 'formik';
import { ArrowRight, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { object } from 'yup';
import { Notice } from '../../../components/ui/alert';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import { payRegistrationFee } from '../../../lib/payments/pay-registration-fee';
import { PaymentAlertNotice, usePaymentAlerts } from '../../../components/payments/payment-alerts';
import { PayToRegisterButton, RegistrationCharges } from '../../../components/payments/registration-charges';
import { useRegistrationPayment } from '../../../lib/payments/use-registration-payment';
import { registerContractor } from '../api/register';
import { vendorStepOneSchema, vendorStepTwoSchema } from '../registration-schema';
import { contractorBody, paymentPrefill, vendorValues } from '../registration-values';
import { stepOfPath, wizardSteps } from '../vendor-wizard';
import { RegistrationPage } from './registration-page';
import { RegistrationSubmitStatus } from './registration-submit-status';
import { COMPANY_LOGIN_FIELDS, withAccount } from '../registering-account';
import { PinnedForm } from '../../../components/form/pinned-form';
import { StepIndicator } from './step-indicator';
import { useRegistrationSubmit } from './use-registration-submit';
import { VendorBasicSections } from './vendor-basic-sections';
import { VendorStepTwo } from './vendor-step-two';
import { usePageNow } from '../../../lib/use-page-now';

/** /register/vendor (SPEC §2, §4): the three-step wizard over one form. */
export function VendorRegistrationPage() {
  const payment = useRegistrationPayment();
  const steps = useMemo(() => wizardSteps(payment.paymentNeeded), [payment.paymentNeeded]);
  const [stepIndex, setStepIndex] = useState(0);
  const step = Math.min(stepIndex, steps.length - 1);
  const current = steps[step]!;
  const isLast = step === steps.length - 1;
  const pinned = usePinnedErrors();
  const { submit, saving, failure, setFailure } = useRegistrationSubmit(registerContractor, pinned);
  const alerts = usePaymentAlerts();
  const [paying, setPaying] = useState(false);
  const [paymentFirst, setPaymentFirst] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = usePageNow();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => withAccount(vendorValues(now), COMPANY_LOGIN_FIELDS), []);
  const schemas = useMemo(
    () => ({ basic: vendorStepOneSchema(), prequalification: vendorStepTwoSchema(), payment: object() }),
    [],
  );

  // A new step starts at its top, with focus on the form's heading so the step indicator is read next.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);
  const goTo = (index: number) => {
    moved.current = true;
    setStepIndex(index);
  };

  const handleSubmit = async (values: FormikValues, helpers: FormikHelpers<FormikValues>) => {
    setPaymentFirst(false);
    if (!isLast) {
      // The next step's fields start untouched: their errors show once the visitor leaves them or presses on.
      helpers.setTouched({}, false);
      setFailure(null);
      goTo(step + 1);
      return;
    }
    if (payment.paymentNeeded && !values.payment_id) {
      setPaymentFirst(true);
      return;
    }
    const { saved, errorPaths, paymentRefused } = await submit(
      (requestId) => contractorBody(values, { quick: false, requestId }),
      values,
      helpers,
    );
    if (saved) return;
    if (paymentRefused) {
      // The payment cannot be used (again): the Pay button comes back.
      await helpers.setFieldValue('payment_id', '', false);
      await helpers.setFieldValue('order_id', '', false);
      alerts.clear();
    }
    const held = errorPaths.map((path) => stepOfPath(path, steps));
    if (paymentRefused) held.push(steps.length - 1);
    if (held.length > 0 && Math.min(...held) !== step) goTo(Math.min(...held));
  };

  const handlePay = async (values: FormikValues, setFieldValue: FormikHelpers<FormikValues>['setFieldValue']) => {
    setPaymentFirst(false);
    alerts.clear();
    setPaying(true);
    try {
      const paid = await payRegistrationFee(paymentPrefill(values), { amount: payment.charges.total });
      await setFieldValue('payment_id', paid.payment_id, false);
      await setFieldValue('order_id', paid.order_id, false);
      alerts.onPaid();
    } catch (error) {
      alerts.onPaymentError(error);
    } finally {
      setPaying(false);
    }
  };

  return (
    <RegistrationPage
      ref={headingRef}
      title="Register as Vendor"
      heading="Vendor, Consultant, Supplier Registration Form"
    >
      <StepIndicator steps={steps} current={step} />
      <PinnedForm
        label={`Vendor registration, step ${step + 1}: ${current.title}`}
        initialValues={initialValues}
        schema={schemas[current.id]}
        pinned={pinned}
        keepPinned={(path) => stepOfPath(path, steps) === step}
        revalidateOn={step}
        onSubmit={handleSubmit}
      >
        {({ values, isSubmitting, setFieldValue }) => (
          <>
            {current.id === 'basic' ? <VendorBasicSections pinned={pinned} /> : null}
            {current.id === 'prequalification' ? <VendorStepTwo /> : null}
            {current.id === 'payment' ? (
              <Stack gap="4" borderTopWidth="1px" borderColor="gray.200" pt="6">
                <RegistrationCharges charges={payment.charges} />
                <PaymentAlertNotice alert={alerts.alert} />
                {values.payment_id ? null : (
                  <Box>
                    <PayToRegisterButton
                      total={payment.charges.total}
                      isLoading={paying}
                      onClick={() => void handlePay(values, setFieldValue)}
                    />
                  </Box>
                )}
              </Stack>
            ) : null}
            {paymentFirst ? <Notice status="error" title={paymentMessages.makePaymentFirst} /> : null}
            {payment.error && step > 0 ? <Notice status="warning" title={payment.error.message} /> : null}
            <RegistrationSubmitStatus saving={saving} failure={failure} />
            <HStack gap="3" flexWrap="wrap">
              {isLast ? (
                <Button
                  type="submit"
                  colorPalette="blue"
                  size="lg"
                  loading={isSubmitting || payment.isLoading}
                  loadingText={saving ? 'Saving' : 'Please wait'}
                  disabled={paying}
                >
                  <Send aria-hidden="true" />
                  Submit
                </Button>
              ) : (
                <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Checking">
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </HStack>
          </>
        )}
      </PinnedForm>
    </RegistrationPage>
  );
}
