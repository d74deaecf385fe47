import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { registrationReviewMessages } from '@tender/shared/registration-review-messages';
import { builderDirectorFields, builderFields } from '@tender/shared/registration-fields';
import type { BuilderProfileData } from '@tender/shared/schemas/profile';
import { Building2 } from 'lucide-react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { RegistrationReviewNotice } from '../../../components/registration-review-notice';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useOwnProfile } from '../api/get-own-profile';
import { dashboardMessages as m } from '../dashboard-view';
import { DashboardSection } from './dashboard-section';

/** What the summary shows of the builder form, labelled as the form labels it. */
const SUMMARY_FIELDS = ['company_name', 'company_email', 'company_mobile_no', 'gstin', 'director_name'] as const;
const LABELS = new Map([...builderFields, ...builderDirectorFields].map((field) => [field.name, field.label]));

type RegisteredSummaryProps = { profile: BuilderProfileData };

function RegisteredSummary({ profile }: RegisteredSummaryProps) {
  return (
    <DashboardSection title={m.builderRegistered}>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        {SUMMARY_FIELDS.map((name) => (
          <Box key={name} minW="0">
            <Text as="dt" fontWeight="semibold" color="gray.700">
              {LABELS.get(name)}
            </Text>
            <Text as="dd" overflowWrap="anywhere">
              {String(profile.basic[name] ?? '-')}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}

/**
 * A Builder's dashboard: GET /dashboard has no figures for builders, so this shows
 * its registration's review (pending, approved, or rejected with what to do next), what it
 * registered, and the way to its profile, from GET /profile.
 */
export function BuilderDashboard() {
  const { data, error, isValidating, mutate } = useOwnProfile();
  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  if (!data) return <LoadingState />;
  const profile = 'kind' in data.data && data.data.kind === 'builder' ? data.data : null;
  return (
    <>
      <HStack gap="3" flexWrap="wrap">
        <ButtonLink to={paths.profile} colorPalette="blue">
          <Building2 aria-hidden="true" />
          {m.profileLink}
        </ButtonLink>
      </HStack>
      {profile ? (
        <>
          <RegistrationReviewNotice
            review={profile.review}
            bidder={false}
            action={
              <ButtonLink to={paths.profile} colorPalette="blue">
                {registrationReviewMessages.correctProfile}
              </ButtonLink>
            }
          />
          <RegisteredSummary profile={profile} />
        </>
      ) : (
        <Notice status="info" title={m.noBuilderProfile} />
      )}
    </>
  );
}
