import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { followMessages as m } from '@tender/shared/follow-messages';
import { Bell, BellRing } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ButtonLink } from '../../../components/ui/link';
import { loginPath } from '../../../config/paths';
import { ApiError } from '../../../lib/api/api-error';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSessionUser } from '../../../lib/use-session-user';
import { followerCountKey, followStateKey, myFollowsKey } from '../api/follow-keys';
import { useFollowerCount } from '../api/get-follower-count';
import { useFollowState } from '../api/get-follow-state';
import { setFollowing } from '../api/set-following';

export type FollowTenderProps = { tenderId: number };

/** Follow / Following for a signed-in account with a verified email; the state comes from the API. */
function FollowButton({ tenderId, following }: { tenderId: number; following: boolean | undefined }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handleClick = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await setFollowing(tenderId, !following);
      await mutate(followStateKey(tenderId), { data: answer.data }, { revalidate: false });
      await mutate(followerCountKey(tenderId), { data: { followers: answer.data.followers } }, { revalidate: false });
      await mutate(myFollowsKey);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : m.followFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant={following ? 'solid' : 'outline'}
        colorPalette="blue"
        aria-pressed={following ?? false}
        loading={busy || following === undefined}
        onClick={() => void handleClick()}
      >
        {following ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {following ? m.following : m.follow}
      </Button>
      {failure ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {failure}
        </Text>
      ) : null}
    </>
  );
}

/**
 * On the tender page: Follow / Following and how many follow the tender (a count,
 * never who). A visitor not logged in gets a plain link to log in and come back, which works
 * before the app runs; the count is asked for by the live app only.
 */
export function FollowTender({ tenderId }: FollowTenderProps) {
  const hydrated = useHydrated();
  const user = useSessionUser();
  const location = useLocation();
  const verified = Boolean(user?.email_verified_at);
  const state = useFollowState(tenderId, hydrated && verified);
  const count = useFollowerCount(tenderId, hydrated);
  const followers = state.data?.data.followers ?? count.data?.data.followers;
  return (
    <Container maxW="6xl" pb="6">
      <HStack gap="3" flexWrap="wrap">
        {!user ? (
          <ButtonLink to={loginPath(location.pathname)} size="sm" variant="outline" colorPalette="blue">
            <Bell aria-hidden="true" />
            {m.logInToFollow}
          </ButtonLink>
        ) : verified ? (
          <FollowButton
            tenderId={tenderId}
            following={state.data?.data.following ?? (state.error ? false : undefined)}
          />
        ) : (
          <Text fontSize="sm">{m.verifyToFollow}</Text>
        )}
        {followers !== undefined ? (
          <Text fontSize="sm" color="gray.700" aria-live="polite" data-testid="follower-count">
            {m.followerCount(followers)}
          </Text>
        ) : null}
      </HStack>
    </Container>
  );
}
