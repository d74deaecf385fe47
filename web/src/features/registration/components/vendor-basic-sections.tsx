import { directorFields, vendorCompanyFields, vendorDocuments } from '@tender/shared/registration-fields';
import type { PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import { optionalBankFields } from '../registration-schema';
import { DocumentsTable } from './documents-table';
import { EmailCheck } from './email-check';
import { FormSection } from './form-section';
import { WorkTypeFields } from './work-type-fields';

export const bankFieldProps = { ifsc_code: { upperCase: true, liveFrom: 11 } } as const;

export type VendorBasicSectionsProps = { pinned: PinnedErrorsState };

/** Vendor step 1 and the quick form (SPEC §2): Company/Firm Details, Director's Details, Upload Documents, Bank Details. */
export function VendorBasicSections({ pinned }: VendorBasicSectionsProps) {
  return (
    <>
      <FormSection
        title="Company/Firm Details"
        fields={vendorCompanyFields}
        fieldProps={{
          name: { autoComplete: 'name' },
          company_name: { autoComplete: 'organization' },
          email: { autoComplete: 'email' },
          mobile_no: { autoComplete: 'tel-national' },
        }}
      >
        <WorkTypeFields />
      </FormSection>
      <EmailCheck name="email" pinned={pinned} />
      <FormSection title="Director's Details" fields={directorFields} />
      <DocumentsTable rows={vendorDocuments} />
      <FormSection
        title="Bank Details"
        description="Optional at registration."
        fields={optionalBankFields}
        prefix="bank_details"
        fieldProps={bankFieldProps}
      />
    </>
  );
}
