import { privacyConsentField } from '@tender/shared/registration-fields';
import { paths } from '../../config/paths';
import { AppLink } from '../ui/app-link';
import { CheckboxField } from './checkbox-field';

/** The consent to the privacy policy every registration and sign-up asks for, with the policy a click away. */
export function PrivacyConsentField() {
  return (
    <CheckboxField
      name={privacyConsentField.name}
      required
      label={privacyConsentField.label}
      helperText={
        <>
          Read the{' '}
          <AppLink to={paths.privacyPolicy} color="blue.700" textDecoration="underline" target="_blank">
            Privacy Policy
          </AppLink>{' '}
          (opens in a new tab): what we keep, why, and your rights to a copy, correction and erasure of your data.
        </>
      }
    />
  );
}
