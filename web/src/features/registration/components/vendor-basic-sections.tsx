import { directorFields, vendorCompanyFields, vendorDocuments } from '@tender/shared/registration-fields';
import { documentTableRows } from '../../../lib/forms/company-schema';
import type { PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import { DocumentsTable } from '../../../components/form/documents-table';
import { EmailCheck } from '../../../components/form/email-check';
import { FormSection } from '../../../components/form/form-section';
import { PrivacyConsentField } from '../../../components/form/privacy-consent-field';
import { WorkTypeFields } from '../../../components/form/work-type-fields';
import { useSessionUser } from '../../../lib/use-session-user';
import { COMPANY_LOGIN_FIELDS, lockedLoginFields, subscriberOf, withLocked } from '../registering-account';
import { OptionalBankSection } from './optional-bank-section';

const vendorDocumentRows = documentTableRows(vendorDocuments);

export type VendorBasicSectionsProps = { pinned: PinnedErrorsState };

/** Vendor step 1 and the quick form (SPEC §2): Company/Firm Details, Director's Details, Upload Documents, Bank Details. */
export function VendorBasicSections({ pinned }: VendorBasicSectionsProps) {
  const subscriber = subscriberOf(useSessionUser());
  return (
    <>
      <FormSection
        title="Company/Firm Details"
        fields={vendorCompanyFields}
        fieldProps={withLocked(
          {
            name: { autoComplete: 'name' },
            company_name: { autoComplete: 'organization' },
            email: { autoComplete: 'email' },
            mobile_no: { autoComplete: 'tel-national' },
          },
          lockedLoginFields(COMPANY_LOGIN_FIELDS, subscriber),
        )}
      >
        <WorkTypeFields />
      </FormSection>
      <EmailCheck name="email" pinned={pinned} accountId={subscriber?.id} />
      <FormSection title="Director's Details" fields={directorFields} />
      <DocumentsTable rows={vendorDocumentRows} />
      <OptionalBankSection />
      <PrivacyConsentField />
    </>
  );
}
