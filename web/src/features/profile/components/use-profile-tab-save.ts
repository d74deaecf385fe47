import { profileMessages, type ProfileFormSpec } from '@tender/shared/profile-fields';
import type { ProfileAnswer } from '@tender/shared/schemas/profile';
import type { FormikHelpers, FormikValues } from 'formik';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SubmitFailure } from '../../../components/form/submit-status';
import { isApiError } from '../../../lib/api/api-error';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import type { PinnedErrorsState } from '../../../lib/forms/use-pinned-errors';
import { getSessionUser, updateSession } from '../../../lib/session';
import { PROFILE_KEY } from '../api/get-profile';
import { saveProfileTab, type ProfileTabBody } from '../api/save-profile-tab';
import type { ProfileData } from '../profile-tabs';
import { tabBody, tabValues } from '../profile-values';

export type ProfileTabSave = {
  handleSubmit: (values: FormikValues, helpers: FormikHelpers<FormikValues>) => Promise<void>;
  saving: boolean;
  failure: SubmitFailure | null;
  /** The server's message after a save ('Your profile is saved.'). */
  saved: string | null;
  clear: () => void;
};

const FALLBACK = 'Your profile could not be saved. Please try again.';
/** Body fields nobody types: their errors go in the alert. */
const NOT_TYPED = new Set(['form']);

/**
 * Saving one tab (SPEC §4 Profile forms): Formik has validated it already (nothing is sent when
 * invalid); sends the tab's body, then reloads the profile and resets the tab to what was saved
 * (removed ids emptied, new rows now with ids); a refusal shows the server's message and puts its
 * field errors on their fields.
 */
export function useProfileTabSave(
  spec: ProfileFormSpec,
  profile: ProfileData,
  pinned: PinnedErrorsState,
): ProfileTabSave {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { pin } = pinned;
  const { mutate } = useSWRConfig();
  const { kind, account_id: accountId } = profile;

  const handleSubmit = useCallback<ProfileTabSave['handleSubmit']>(
    async (values, helpers) => {
      setFailure(null);
      setSaved(null);
      setSaving(true);
      try {
        const answer = await saveProfileTab(kind, accountId, tabBody(spec, values) as ProfileTabBody);
        const emailChanged = answer.message === profileMessages.emailChanged;
        const user = getSessionUser();
        if (user && user.id === answer.data.user.id) {
          // The header's name, and a new email address waiting for its verification link.
          updateSession({
            ...user,
            name: answer.data.user.name,
            email: answer.data.user.email,
            ...(emailChanged ? { email_verified_at: null } : {}),
          });
        }
        // The saved profile at once, then GET /profile again (not for an address waiting for its
        // verification link: the server answers 403 to it until then).
        await mutate<ProfileAnswer>(PROFILE_KEY, { data: answer.data }, { revalidate: !emailChanged });
        helpers.resetForm({ values: tabValues(spec, answer.data) });
        setSaved(answer.message);
      } catch (error) {
        if (!isApiError(error)) throw error;
        const { unplaced } = placeServerErrors(error, values, {
          pin,
          setFieldTouched: helpers.setFieldTouched,
          notTyped: NOT_TYPED,
        });
        setFailure({ message: error.message || FALLBACK, unplaced });
      } finally {
        setSaving(false);
      }
    },
    [accountId, kind, mutate, pin, spec],
  );

  const clear = useCallback(() => {
    setFailure(null);
    setSaved(null);
  }, []);

  return { handleSubmit, saving, failure, saved, clear };
}
