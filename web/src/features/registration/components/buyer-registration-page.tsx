import {
  buyerCompanyFields,
  buyerDirectorFields,
  buyerDocuments,
  organizationDirectorsList,
  organizationWorksList,
} from '@tender/shared/registration-fields';
import { DocumentsTable } from '../../../components/form/documents-table';
import { EmailCheck } from '../../../components/form/email-check';
import { FormSection } from '../../../components/form/form-section';
import { ListEditor } from '../../../components/form/list-editor';
import { PrivacyConsentField } from '../../../components/form/privacy-consent-field';
import { paths } from '../../../config/paths';
import { documentTableRows } from '../../../lib/forms/company-schema';
import { registerOrganization } from '../api/register';
import { buyerSchema } from '../registration-schema';
import { buyerValues, organizationBody } from '../registration-values';
import { useSessionUser } from '../../../lib/use-session-user';
import { COMPANY_LOGIN_FIELDS, lockedLoginFields, subscriberOf, withAccount, withLocked } from '../registering-account';
import { OnePageRegistrationForm } from './one-page-registration-form';
import { OptionalBankSection } from './optional-bank-section';
import { RegistrationPage } from './registration-page';

const buyerDocumentRows = documentTableRows(buyerDocuments);

/**
 * /register/buyer (SPEC §2): company, director, documents, bank, directors and projects. SPEC links
 * Cancel to /register/organization, which is no route of the site: Cancel goes home instead.
 */
export function BuyerRegistrationPage() {
  const subscriber = subscriberOf(useSessionUser());
  return (
    <RegistrationPage title="Register as Buyer" heading="Registrations Form As a Buyer">
      <OnePageRegistrationForm
        label="Buyer registration"
        register={registerOrganization}
        values={() => withAccount(buyerValues(), COMPANY_LOGIN_FIELDS)}
        schema={() => buyerSchema()}
        body={organizationBody}
        cancelTo={paths.home}
      >
        {(pinned) => (
          <>
            <FormSection
              title="Company Details"
              fields={buyerCompanyFields}
              fieldProps={withLocked(
                { company_name: { autoComplete: 'organization' }, email: { autoComplete: 'email' } },
                lockedLoginFields(COMPANY_LOGIN_FIELDS, subscriber),
              )}
            />
            <EmailCheck name="email" pinned={pinned} accountId={subscriber?.id} />
            <FormSection title="Director's Details" fields={buyerDirectorFields} />
            <DocumentsTable rows={buyerDocumentRows} />
            <OptionalBankSection />
            <ListEditor list={organizationDirectorsList} />
            <ListEditor list={organizationWorksList} />
            <PrivacyConsentField />
          </>
        )}
      </OnePageRegistrationForm>
    </RegistrationPage>
  );
}
