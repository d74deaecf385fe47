import { bankFields, builderDirectorFields, builderFields } from '@tender/shared/registration-fields';
import { EmailCheck } from '../../../components/form/email-check';
import { bankFieldProps, FormSection } from '../../../components/form/form-section';
import { WorkTypeFields } from '../../../components/form/work-type-fields';
import { registerBuilder } from '../api/register';
import { builderSchema } from '../registration-schema';
import { builderBody, builderValues } from '../registration-values';
import { OnePageRegistrationForm } from './one-page-registration-form';
import { RegistrationPage } from './registration-page';

/** /register-builder (SPEC §2): Company/Firm, Director's and Bank Details, every field required; saved by POST /builders/register. */
export function BuilderRegistrationPage() {
  return (
    <RegistrationPage title="Register as Builder" heading="Builder Registration Form">
      <OnePageRegistrationForm
        label="Builder registration"
        register={registerBuilder}
        values={builderValues}
        schema={() => builderSchema()}
        body={builderBody}
      >
        {(pinned) => (
          <>
            <FormSection
              title="Company/Firm Details"
              fields={builderFields}
              fieldProps={{
                company_name: { autoComplete: 'organization' },
                company_email: { autoComplete: 'email' },
                pan_no: { upperCase: true, liveFrom: 10 },
                gstin: { upperCase: true, liveFrom: 15 },
              }}
            >
              <WorkTypeFields />
            </FormSection>
            <EmailCheck name="company_email" pinned={pinned} />
            <FormSection title="Director's Details" fields={builderDirectorFields} />
            <FormSection title="Bank Details" fields={bankFields} prefix="bank_details" fieldProps={bankFieldProps} />
          </>
        )}
      </OnePageRegistrationForm>
    </RegistrationPage>
  );
}
