import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { Outcome } from '../../../components/form/form-outcome';
import { TextField } from '../../../components/form/text-field';
import { FormPage } from '../../../components/form-page';
import { Notice } from '../../../components/ui/alert';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { useReceiptKey } from '../api/get-receipt-key';
import { verifyReceipt } from '../api/verify-receipt';
import { EMPTY_RECEIPT, receiptSchema, toReceiptBody, type ReceiptValues } from '../receipt-schema';
import { ReceiptFileLoader } from './receipt-file-loader';

/** /receipts/verify: anyone checks that a bid receipt carries the marketplace's signature. */
export function VerifyReceiptPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (values: ReceiptValues, helpers: FormikHelpers<ReceiptValues>) => {
    setOutcome(null);
    try {
      const { data } = await verifyReceipt(toReceiptBody(values));
      setOutcome({ status: data.valid ? 'success' : 'error', message: data.message });
    } catch (error) {
      if (!isApiError(error)) throw error;
      helpers.setErrors(firstFieldErrors(error.fieldErrors));
      setOutcome({ status: 'error', message: error.serverMessage ?? error.message });
    }
  };

  return (
    <FormPage
      title="Check a bid receipt"
      lead="Type the details exactly as your receipt prints them. The check tells whether the marketplace signed exactly these details: a receipt whose bid, time or digest was changed does not pass."
    >
      <Formik initialValues={EMPTY_RECEIPT} validationSchema={receiptSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Check a bid receipt">
            <Stack gap="5">
              {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
              <ReceiptFileLoader />
              <TextField name="bid_reference" label="Bid reference" required />
              <TextField name="tender_id" label="Tender id" inputMode="numeric" required />
              <TextField name="submitted_at" label="Time of submission (UTC)" required />
              <TextField name="digest" label="Digest (SHA-256)" required />
              <TextField name="signature" label="Signature" required />
              <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Checking">
                <ShieldCheck aria-hidden="true" />
                Check receipt
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <ReceiptKey />
    </FormPage>
  );
}

/** The published key, for checking a receipt offline with one's own tools. */
function ReceiptKey() {
  const { data } = useReceiptKey();
  if (!data) return null;
  return (
    <Box as="details" mt="6">
      <summary>The marketplace&apos;s receipt key, to check receipts offline</summary>
      <Stack gap="2" mt="2">
        <Text textStyle="sm">{data.data.signed_message}</Text>
        <Code as="pre" whiteSpace="pre-wrap" wordBreak="break-all" p="2">
          {data.data.public_key_pem}
        </Code>
      </Stack>
    </Box>
  );
}
