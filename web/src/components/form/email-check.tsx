import { registrationMessages as m } from '@tender/shared/registration-fields';
import { EMAIL_PATTERN } from '@tender/shared/rules';
import { getIn, setIn, useFormikContext, type FormikValues } from 'formik';
import { useEffect } from 'react';
import { checkEmailExists } from '../../lib/forms/check-email-exists';
import type { PinnedErrorsState } from '../../lib/forms/use-pinned-errors';

export type EmailCheckProps = {
  /** The Formik field holding the account's email address. */
  name: string;
  pinned: Pick<PinnedErrorsState, 'pin' | 'unpin'>;
  /** The account the address belongs to (a profile): its own address is not 'taken'. None for a new account. */
  accountId?: number;
};

const DELAY_MS = 500;

/**
 * Asks GET /users/check_email_exists while the visitor types (half a second after the last key):
 * a taken address shows 'This email address is already registered.' on the field until it changes.
 * The server checks again on submit; a failed check shows nothing.
 */
export function EmailCheck({ name, pinned, accountId }: EmailCheckProps) {
  const { values, setFieldTouched } = useFormikContext<FormikValues>();
  const value: unknown = getIn(values, name);
  const email = typeof value === 'string' ? value.trim() : '';
  const { pin, unpin } = pinned;

  useEffect(() => {
    if (!EMAIL_PATTERN.test(email) || email.length > 254) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkEmailExists(email, accountId ?? null, controller.signal).then(
        (exists) => {
          if (!exists) {
            unpin(name);
            return;
          }
          pin({ [name]: m.emailTaken }, setIn({}, name, value));
          void setFieldTouched(name, true, false);
        },
        () => undefined,
      );
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `value` is the same text as `email` (untrimmed): the pin must match what the field holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, name, pin, unpin, setFieldTouched, accountId]);

  return null;
}
