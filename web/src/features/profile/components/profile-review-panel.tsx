import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { registrationReviewMessages as m } from '@tender/shared/registration-review-messages';
import { useState } from 'react';
import { RegistrationReviewNotice } from '../../../components/registration-review-notice';
import { Notice } from '../../../components/ui/alert';
import { useApiAction } from '../../../lib/api/use-api-action';
import { requestReview } from '../api/request-review';
import type { ProfileData } from '../profile-tabs';

export type ProfileReviewPanelProps = {
  profile: ProfileData;
  /** Reloads the profile once the registration is pending again. */
  onRequested: () => Promise<unknown>;
};

/** The registration's review above the tabs; a rejected registrant asks for a new review here after correcting its tabs. */
export function ProfileReviewPanel({ profile, onRequested }: ProfileReviewPanelProps) {
  const { busy, error, run } = useApiAction();
  const [requested, setRequested] = useState<string>();

  const handleRequest = () =>
    run(async () => {
      const answer = await requestReview();
      setRequested(answer.message);
      await onRequested();
    });

  const action =
    profile.review.status === 'rejected' ? (
      <Button colorPalette="blue" loading={busy} onClick={() => void handleRequest()}>
        {m.requestReview}
      </Button>
    ) : undefined;

  return (
    <Stack gap="3">
      {requested ? <Notice status="success" title={requested} /> : null}
      <RegistrationReviewNotice review={profile.review} bidder={profile.kind === 'contractor'} action={action} />
      {error ? (
        <Notice status="error" title={m.requestReviewFailed}>
          {error}
        </Notice>
      ) : null}
    </Stack>
  );
}
