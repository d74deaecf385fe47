import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { registrationReviewMessages } from '@tender/shared/registration-review-messages';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import { Building2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FlashNotice } from '../../../components/flash-notice';
import { PageHeader } from '../../../components/page-header';
import { RegistrationOffer } from '../../../components/registration-offer';
import { RegistrationReviewNotice } from '../../../components/registration-review-notice';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { useDashboard } from '../api/get-dashboard';
import { dashboardMessages as m, dashboardView, viewHasData } from '../dashboard-view';
import { ActiveProjectsList } from './active-projects';
import { ActiveTendersList } from './active-tenders-list';
import { AwardedBidsList, BidsUnderEvaluationList } from './bid-lists';
import { BuilderDashboard } from './builder-dashboard';
import { DashboardCounters } from './dashboard-counters';
import { TenderUpdatesTable } from './tender-updates-table';

export type DashboardPageProps = {
  /** The stored user's role; the answer's user_role wins once it arrives. */
  role: string;
  /** Shown below a Contractor's view: the saved-search offer, given by app/routes. */
  contractorOffer?: ReactNode;
};

/** '{role} Dashboard' (SPEC.md §2): the Organization, Contractor or Builder view; Admins go to the admin area. */
export function DashboardPage({ role, contractorOffer }: DashboardPageProps) {
  const sessionView = dashboardView(role);
  const { data: answered, error, isValidating, mutate } = useDashboard(viewHasData(sessionView));
  const data = useDrawnInSlices(answered);
  const shownRole = data?.user_role ?? role;
  const view = dashboardView(shownRole);
  const navigate = useNavigate();
  const title = `${shownRole} Dashboard`;
  useDocumentTitle(title);

  useEffect(() => {
    if (view === 'admin') void navigate(paths.admin, { replace: true });
  }, [navigate, view]);
  if (view === 'admin') return null;

  let body;
  // A Builder's dashboard reads GET /profile (GET /dashboard has no figures for it).
  if (view === 'builder') body = <BuilderDashboard />;
  // A Subscriber (Sign up) has no company yet: its way on is a registration with this account.
  else if (view === 'other')
    body = shownRole === 'Subscriber' ? <RegistrationOffer /> : <Notice status="info" title={m.otherRole} />;
  else if (data) {
    body = (
      <>
        <HStack gap="3" flexWrap="wrap">
          <ButtonLink to={paths.profile} colorPalette="blue">
            <Building2 aria-hidden="true" />
            {m.profileLink}
          </ButtonLink>
        </HStack>
        {data.review ? (
          <RegistrationReviewNotice
            review={data.review}
            bidder={view === 'contractor'}
            action={
              <ButtonLink to={paths.profile} colorPalette="blue">
                {registrationReviewMessages.correctProfile}
              </ButtonLink>
            }
          />
        ) : null}
        {view === 'organization' ? <OrganizationView data={data} /> : <ContractorView data={data} />}
        {/* Last: it is decided by calls of its own, answered after the figures, and arriving above
            them it would push the whole page down (a layout shift of 0.095 on a phone). */}
        {view === 'contractor' ? contractorOffer : null}
      </>
    );
  } else if (error) body = <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  else body = <LoadingState />;

  return (
    <>
      <PageHeader title={title} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="10">
          <FlashNotice />
          {body}
        </Stack>
      </Container>
    </>
  );
}

type ViewProps = { data: DashboardAnswer };

function OrganizationView({ data }: ViewProps) {
  const report = data.general_report;
  return (
    <>
      <DashboardCounters
        label="Your figures"
        counters={[
          { label: 'Active Tenders', value: report.active_tender_count },
          { label: 'Projects', value: report.number_of_projects },
          { label: 'Pending Bids to Award', value: report.number_of_pending_bids_to_award },
          { label: 'Bids under Discussion', value: report.number_of_bids_under_discussion },
        ]}
      />
      <TenderUpdatesTable updates={data.tender_updates} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ActiveTendersList tenders={data.top_tenders} />
        <ActiveProjectsList projects={data.data} />
      </SimpleGrid>
    </>
  );
}

function ContractorView({ data }: ViewProps) {
  const report = data.general_report;
  return (
    <>
      <DashboardCounters
        label="Your figures"
        counters={[
          { label: 'Active Tenders', value: report.active_tender_count },
          { label: 'Projects', value: report.number_of_projects },
          { label: 'Grade', value: data.basic_info.grade ?? '-' },
          { label: 'Awarded Bids', value: report.is_awarded > 0 ? report.is_awarded : m.noAwardedBids },
          { label: 'Bids under Evaluation', value: data.bids_under_evaluation.length },
        ]}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <AwardedBidsList bids={data.awarded_bids} />
        <BidsUnderEvaluationList bids={data.bids_under_evaluation} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ActiveTendersList tenders={data.top_tenders} />
        <ActiveProjectsList projects={data.data} />
      </SimpleGrid>
    </>
  );
}
