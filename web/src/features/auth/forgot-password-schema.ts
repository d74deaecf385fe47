// Same messages as ForgotPasswordBody (zod) for the same input: forgot-password-schema.test.ts.
import type { ForgotPasswordBody } from '@tender/shared/schemas/accounts';
import { object, type ObjectSchema } from 'yup';
import { emailAddress } from '../../lib/form-rules';

export const forgotPasswordSchema: ObjectSchema<ForgotPasswordBody> = object({ email: emailAddress() });
