import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { bidChargesPaise } from '@tender/shared/bid-charges';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import type { UploadRef } from '@tender/shared/schemas/uploads';
import { BidPayment } from '../../../components/payments/bid-payment';
import { Checkbox } from '../../../components/ui/checkbox';
import { BidFileUpload } from './bid-file-upload';

export type BidChargesSectionProps = {
  tender: TenderDetail;
  emdExempt: boolean;
  certificate: UploadRef | null;
  paid: boolean;
  error?: string;
  disabled?: boolean;
  onEmdExemptChange: (exempt: boolean) => void;
  onCertificateChange: (certificate: UploadRef | null) => void;
  onPaid: () => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** EMD and tender fee: the exemption where the tender allows it (with its certificate), else paid online. */
export function BidChargesSection(props: BidChargesSectionProps) {
  const { tender, emdExempt, certificate, paid, error, disabled } = props;
  const exempt = tender.emd_exemption_allowed && emdExempt;
  const charges = bidChargesPaise(tender, { emdExempt: exempt });
  return (
    <Stack gap="4">
      {tender.emd_exemption_allowed ? (
        <Checkbox
          checked={emdExempt}
          disabled={disabled}
          onCheckedChange={(details) => props.onEmdExemptChange(details.checked === true)}
        >
          I claim the EMD exemption this tender allows
        </Checkbox>
      ) : null}
      {exempt ? (
        <BidFileUpload
          label="EMD exemption certificate"
          value={certificate}
          disabled={disabled}
          onChange={props.onCertificateChange}
          onUploadingChange={props.onUploadingChange}
        />
      ) : null}
      {charges.total > 0 ? (
        <BidPayment tenderId={tender.id} emdExempt={exempt} onPaid={props.onPaid} paid={paid} />
      ) : (
        <Text color="gray.700">Nothing to pay for this tender.</Text>
      )}
      {error ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
