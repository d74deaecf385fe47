import { bankFieldProps, FormSection } from '../../../components/form/form-section';
import { optionalBankFields } from '../registration-schema';

/** Bank Details as registration takes them: optional, each value checked when given. */
export function OptionalBankSection() {
  return (
    <FormSection
      title="Bank Details"
      description="Optional at registration."
      fields={optionalBankFields}
      prefix="bank_details"
      fieldProps={bankFieldProps}
    />
  );
}
