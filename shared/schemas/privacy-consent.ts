import { privacyConsentField } from '../privacy-policy';
import * as z from './mini';

/** `privacy_consent` of a registration or sign-up body: exactly true, else the field's message (absent too). */
export const privacyConsent = z.literal(true, { error: privacyConsentField.required });
