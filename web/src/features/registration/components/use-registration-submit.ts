import type { FormikHelpers, FormikValues } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { SubmitFailure } from '../../../components/form/submit-status';
import { isApiError } from '../../../lib/api/api-error';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import type { PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import { subscriberMessages } from '@tender/shared/subscriber-messages';
import type { RegistrationAnswer } from '@tender/shared/schemas/registration';
import { flash } from '../../../components/flash-notice';
import { getSessionUser, updateSession } from '../../../lib/session';
import { fetchOwnAccount } from '../api/get-own-account';
import type { RegisterCall, RegistrationBody } from '../api/register';
import { registeringSubscriber } from '../registering-account';

export type { SubmitFailure };

/** What /register-success is told: the address mailed, and whether it was a Subscriber's own account. */
export type RegisteredState = { email?: string; upgraded?: boolean };

const FALLBACK = 'Your registration could not be saved. Please try again.';

const newRequestId = () => crypto.randomUUID();

/** Body fields the visitor does not type: their errors go in the alert, never on a field. */
const NOT_TYPED = new Set(['payment_id', 'order_id', 'request_id', 'is_quick_register']);
const PAYMENT_FIELDS = new Set(['payment_id', 'order_id']);

export type SubmitResult = {
  saved: boolean;
  /** The fields that now show the server's message (dotted paths). */
  errorPaths: string[];
  /** The server refused the payment (used, unknown, not paid): the visitor must pay again. */
  paymentRefused: boolean;
};

export type RegistrationSubmit = {
  /** Sends the body; true when saved (the page then goes to /register-success). */
  submit: (
    body: (requestId: string) => RegistrationBody,
    values: FormikValues,
    helpers: Pick<FormikHelpers<FormikValues>, 'setFieldTouched'>,
  ) => Promise<SubmitResult>;
  saving: boolean;
  failure: SubmitFailure | null;
  setFailure: (failure: SubmitFailure | null) => void;
};

/**
 * A Subscriber registered its own account: the stored user takes its new role from the server, and
 * a verified account goes straight to its dashboard (an unverified one is told to verify first).
 */
async function afterOwnRegistration(answer: RegistrationAnswer, navigate: ReturnType<typeof useNavigate>) {
  const account = await fetchOwnAccount(answer.data.id).catch(() => null);
  const user = getSessionUser();
  if (account && user?.id === account.data.id) updateSession({ ...user, ...account.data });
  if (account?.data.email_verified_at) {
    void navigate(paths.dashboard, { state: flash(subscriberMessages.upgraded) });
  } else {
    void navigate(paths.registerSuccess, {
      state: { email: answer.data.email, upgraded: true } satisfies RegisteredState,
    });
  }
}

/**
 * Saving a registration: one request id per attempt (a retry after no answer or a 5xx reuses it, so
 * the server answers the first result instead of registering twice; a refused body gets a new one),
 * the in-progress state, and a refusal's `errors` pinned on the fields they name (dotted paths), the
 * message in an alert. Nothing typed is lost.
 */
export function useRegistrationSubmit(register: RegisterCall, pinned: PinnedErrorsState): RegistrationSubmit {
  const navigate = useNavigate();
  const requestId = useRef<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const { pin } = pinned;

  const submit = useCallback<RegistrationSubmit['submit']>(
    async (body, values, helpers) => {
      setFailure(null);
      setSaving(true);
      requestId.current ??= newRequestId();
      try {
        const subscriber = registeringSubscriber();
        const answer = await register(body(requestId.current));
        if (subscriber && answer.data.id === subscriber.id) await afterOwnRegistration(answer, navigate);
        else void navigate(paths.registerSuccess, { state: { email: answer.data?.email } satisfies RegisteredState });
        return { saved: true, errorPaths: [], paymentRefused: false };
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (!error.isTransient) requestId.current = null;
        const { placed, unplaced, messages } = placeServerErrors(error, values, {
          pin,
          setFieldTouched: helpers.setFieldTouched,
          notTyped: NOT_TYPED,
        });
        setFailure({ message: error.message || FALLBACK, unplaced });
        const paymentRefused = Object.keys(messages).some((path) => PAYMENT_FIELDS.has(path.split('.')[0] ?? ''));
        return { saved: false, errorPaths: placed, paymentRefused };
      } finally {
        setSaving(false);
      }
    },
    [navigate, pin, register],
  );

  return { submit, saving, failure, setFailure };
}
