import { FormSection } from '../../../components/form/form-section';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { OFFICE_LIMITS } from '@tender/shared/settings-rules';

/** The office as the header, footer, contact page and mails show it; the map's centre on /contact-us. */
export function OfficeSection() {
  return (
    <FormSection
      title="Office"
      description="Shown in the header, the footer, the contact page and every mail; the map on the contact page is centred on the location."
    >
      <TextField name="office_phone" label="Office phone" required type="tel" maxLength={OFFICE_LIMITS.phone} />
      <TextField name="office_email" label="Office email" required type="email" maxLength={OFFICE_LIMITS.email} />
      <TextareaField name="office_address" label="Office address" required maxLength={OFFICE_LIMITS.address} rows={2} />
      <TextField name="office_hours" label="Office hours" required maxLength={OFFICE_LIMITS.hours} />
      <TextField
        name="office_lat"
        label="Latitude (degrees)"
        required
        inputMode="decimal"
        maxLength={12}
        helperText="North is positive, e.g. 18.5308"
      />
      <TextField
        name="office_lng"
        label="Longitude (degrees)"
        required
        inputMode="decimal"
        maxLength={12}
        helperText="East is positive, e.g. 73.8291"
      />
    </FormSection>
  );
}

/** Who issues the registration fee's GST tax invoice. */
export function TaxInvoiceSection() {
  return (
    <FormSection title="Tax invoice" description="Printed on the GST tax invoice of every registration fee.">
      <TextField
        name="company_legal_name"
        label="Legal name of the consultancy"
        required
        maxLength={OFFICE_LIMITS.legalName}
      />
      <TextField
        name="company_gstin"
        label="GSTIN"
        required
        maxLength={15}
        textTransform="uppercase"
        helperText="Its first two digits are the consultancy's state code."
      />
      <TextField
        name="invoice_sac_code"
        label="SAC code of the service"
        required
        inputMode="numeric"
        maxLength={6}
        helperText="6 digits starting with 99, e.g. 998311 (management consulting)."
      />
    </FormSection>
  );
}
