import { bankFields, builderDirectorFields, builderFields } from '@tender/shared/registration-fields';
import { EmailCheck } from '../../../components/form/email-check';
import { bankFieldProps, FormSection } from '../../../components/form/form-section';
import { PrivacyConsentField } from '../../../components/form/privacy-consent-field';
import { WorkTypeFields } from '../../../components/form/work-type-fields';
import { registerBuilder } from '../api/register';
import { builderSchema } from '../registration-schema';
import { builderBody, builderValues } from '../registration-values';
import { useSessionUser } from '../../../lib/use-session-user';
import { BUILDER_LOGIN_FIELDS, lockedLoginFields, subscriberOf, withAccount, withLocked } from '../registering-account';
import { OnePageRegistrationForm } from './one-page-registration-form';
import { RegistrationPage } from './registration-page';

/** /register-builder (SPEC §2): Company/Firm, Director's and Bank Details, every field required; saved by POST /builders/register. */
export function BuilderRegistrationPage() {
  const subscriber = subscriberOf(useSessionUser());
  return (
    <RegistrationPage title="Register as Builder" heading="Builder Registration Form">
      <OnePageRegistrationForm
        label="Builder registration"
        register={registerBuilder}
        values={() => withAccount(builderValues(), BUILDER_LOGIN_FIELDS)}
        schema={() => builderSchema()}
        body={builderBody}
      >
        {(pinned) => (
          <>
            <FormSection
              title="Company/Firm Details"
              fields={builderFields}
              fieldProps={withLocked(
                {
                  company_name: { autoComplete: 'organization' },
                  company_email: { autoComplete: 'email' },
                  pan_no: { upperCase: true, liveFrom: 10 },
                  gstin: { upperCase: true, liveFrom: 15 },
                },
                lockedLoginFields(BUILDER_LOGIN_FIELDS, subscriber),
              )}
            >
              <WorkTypeFields />
            </FormSection>
            <EmailCheck name="company_email" pinned={pinned} accountId={subscriber?.id} />
            <FormSection title="Director's Details" fields={builderDirectorFields} />
            <FormSection title="Bank Details" fields={bankFields} prefix="bank_details" fieldProps={bankFieldProps} />
            <PrivacyConsentField />
          </>
        )}
      </OnePageRegistrationForm>
    </RegistrationPage>
  );
}
