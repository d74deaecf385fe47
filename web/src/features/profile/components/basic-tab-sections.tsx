import { Box } from '@chakra-ui/react/box';
import type { FieldSpec } from '@tender/shared/field-spec';
import { profileBankFields, type ProfileFormSpec } from '@tender/shared/profile-fields';
import { useFormikContext, type FormikValues } from 'formik';
import { EmailCheck } from '../../../components/form/email-check';
import { bankFieldProps, FormSection } from '../../../components/form/form-section';
import { CurrentPasswordField } from '../../../components/form/current-password-field';
import { WorkTypeFields } from '../../../components/form/work-type-fields';
import type { PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import type { ProfileData } from '../profile-tabs';
import { movesLogin } from '../profile-values';

export type BasicTabSectionsProps = { spec: ProfileFormSpec; profile: ProfileData; pinned: PinnedErrorsState };

const isDirectorField = (field: FieldSpec) => field.name.startsWith('director_');

const companyFieldProps = {
  name: { autoComplete: 'name' },
  company_name: { autoComplete: 'organization' },
  email: { autoComplete: 'email' },
  mobile_no: { autoComplete: 'tel-national' },
} as const;

/**
 * The Basic tab: company (with the contractor's type of work and labour with material), director,
 * optional bank details; the email checked while typing; the current password once the email or
 * mobile people log in with changes.
 */
export function BasicTabSections({ spec, profile, pinned }: BasicTabSectionsProps) {
  const { values } = useFormikContext<FormikValues>();
  const contractor = profile.kind === 'contractor';
  return (
    <>
      <FormSection
        title={contractor ? 'Company/Firm Details' : 'Company Details'}
        fields={spec.fields.filter((field) => !isDirectorField(field))}
        fieldProps={companyFieldProps}
      >
        {spec.workTypes ? <WorkTypeFields /> : null}
      </FormSection>
      <EmailCheck name="email" pinned={pinned} accountId={profile.account_id} />
      {movesLogin(values, profile) ? (
        <Box maxW={{ md: '50%' }} pe={{ md: '2' }}>
          <CurrentPasswordField helperText="You log in with this email address and mobile number: changing them needs your current password." />
        </Box>
      ) : null}
      <FormSection title="Director's Details" fields={spec.fields.filter(isDirectorField)} />
      {spec.bank ? (
        <FormSection
          title="Bank Details"
          description="Optional; each value is checked when given."
          fields={profileBankFields}
          prefix="bank_details"
          fieldProps={bankFieldProps}
        />
      ) : null}
    </>
  );
}
