import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { useProfile } from '../api/get-profile';
import { editableProfile } from '../profile-tabs';
import { ProfileInvoices } from './profile-invoices';
import { ProfileReviewPanel } from './profile-review-panel';
import { ProfileTabsView } from './profile-tabs-view';

export const profilePageMessages = {
  title: 'Profile',
  noProfile: 'This account has no company profile to maintain.',
} as const;

/**
 * /profile (SPEC §2): 'Please wait, while we are loading data.' while GET /profile answers, then the
 * tabs of the role in the answer; a failed load shows the server's message with Retry (SPEC §8's
 * error flag). Above the tabs, the consultancy's review of the registration (a rejected registrant
 * asks for a new one there). Accounts without a company profile (Admin, Subscriber) are told so.
 */
export function ProfilePage() {
  const { data: answered, error, isValidating, mutate } = useProfile();
  const data = useDrawnInSlices(answered);
  useDocumentTitle(profilePageMessages.title);
  const profile = data ? editableProfile(data.data) : null;

  let body;
  if (profile) {
    body = (
      <Stack gap="8">
        <ProfileReviewPanel profile={profile} onRequested={() => mutate()} />
        <ProfileTabsView profile={profile} />
        <ProfileInvoices />
      </Stack>
    );
  } else if (data) {
    body = (
      <Stack gap="4">
        <Notice status="info" title={profilePageMessages.noProfile} />
        <HStack gap="3" flexWrap="wrap">
          <ButtonLink to={paths.myInfo} colorPalette="blue">
            My Info
          </ButtonLink>
          {data.data.role === 'Admin' ? (
            <ButtonLink to={paths.admin} variant="outline">
              Admin Control Panel
            </ButtonLink>
          ) : null}
        </HStack>
      </Stack>
    );
  } else if (error) body = <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  else body = <LoadingState />;

  return (
    <>
      <PageHeader
        title={profilePageMessages.title}
        lead={profile ? profile.basic.company_name?.toString() : undefined}
        leadPending={!data && !error}
      />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Box minW="0">{body}</Box>
      </Container>
    </>
  );
}
