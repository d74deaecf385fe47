import { Box } from '@chakra-ui/react/box';
import { profileLoginFields, tabBankFields, type ProfileFormSpec } from '@tender/shared/profile-fields';
import { useFormikContext, type FormikValues } from 'formik';
import { CurrentPasswordField } from '../../../components/form/current-password-field';
import { EmailCheck } from '../../../components/form/email-check';
import { bankFieldProps, FormSection } from '../../../components/form/form-section';
import { WorkTypeFields } from '../../../components/form/work-type-fields';
import type { PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import type { ProfileData } from '../profile-tabs';
import { movesLogin } from '../profile-values';

export type BuilderTabSectionsProps = { spec: ProfileFormSpec; profile: ProfileData; pinned: PinnedErrorsState };

/** Each builder tab is one section of the builder registration form, titled as there. */
const SECTION_TITLES: Readonly<Record<string, string>> = {
  basic: 'Company/Firm Details',
  director: "Director's Details",
  bank: 'Bank Details',
};

/** As the registration form: the company's name and email filled in by the browser, PAN and GSTIN in capitals. */
const companyFieldProps = {
  company_name: { autoComplete: 'organization' },
  company_email: { autoComplete: 'email' },
  company_mobile_no: { autoComplete: 'tel-national' },
  pan_no: { upperCase: true, liveFrom: 10 },
  gstin: { upperCase: true, liveFrom: 15 },
} as const;

/**
 * A builder's tab: its section of the builder form with the registration's fields and
 * rules. The Company tab holds the company email and mobile the builder logs in with: the email is
 * checked while typing, and moving either asks the current password.
 */
export function BuilderTabSections({ spec, profile, pinned }: BuilderTabSectionsProps) {
  const { values } = useFormikContext<FormikValues>();
  const title = SECTION_TITLES[spec.form] ?? spec.tab;
  if (spec.bank) {
    return <FormSection title={title} fields={tabBankFields(spec)} prefix="bank_details" fieldProps={bankFieldProps} />;
  }
  return (
    <>
      <FormSection title={title} fields={spec.fields} fieldProps={companyFieldProps}>
        {spec.workTypes ? <WorkTypeFields /> : null}
      </FormSection>
      {spec.form === 'basic' ? (
        <EmailCheck name={profileLoginFields.builder.email} pinned={pinned} accountId={profile.account_id} />
      ) : null}
      {spec.form === 'basic' && movesLogin(values, profile) ? (
        <Box maxW={{ md: '50%' }} pe={{ md: '2' }}>
          <CurrentPasswordField helperText="You log in with the company email and mobile number: changing them needs your current password." />
        </Box>
      ) : null}
    </>
  );
}
