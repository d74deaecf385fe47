import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { apiMessages } from '@tender/shared/messages';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error';
import { downloadInvoicePdf } from '../../lib/invoices/download-invoice';

export type InvoiceDownloadButtonProps = {
  invoiceId: string;
  label: string;
  /** What a screen reader hears: the label and which invoice. */
  accessibleName?: string;
};

/** Downloads one tax invoice's PDF with the session's token; a failure is said beside it. */
export function InvoiceDownloadButton({ invoiceId, label, accessibleName }: InvoiceDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleDownload = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadInvoicePdf(invoiceId);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : apiMessages.internal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align="flex-start">
      <Button
        variant="outline"
        colorPalette="blue"
        size="xs"
        loading={busy}
        aria-label={accessibleName}
        onClick={() => void handleDownload()}
      >
        <Download aria-hidden="true" />
        {label}
      </Button>
      {failure ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
