import { directorFields, vendorCompanyFields, vendorDocuments } from '@tender/shared/registration-fields';
import { documentTableRows } from '../../../lib/forms/company-schema';
import type { PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import { DocumentsTable } from '../../../components/form/documents-table';
import { EmailCheck } from '../../../components/form/email-check';
import { FormSection } from '../../../components/form/form-section';
import { WorkTypeFields } from '../../../components/form/work-type-fields';
import { OptionalBankSection } from './optional-bank-section';

const vendorDocumentRows = documentTableRows(vendorDocuments);

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
      <DocumentsTable rows={vendorDocumentRows} />
      <OptionalBankSection />
    </>
  );
}
