import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { useLocation } from 'react-router-dom';
import { loginPath } from '../../../config/paths';
import { AppLink } from '../../../components/ui/app-link';
import { Notice } from '../../../components/ui/alert';
import { useSessionUser } from '../../../lib/use-session-user';
import type { SessionUser } from '../../../lib/session';
import { useClarificationInbox } from '../api/get-clarification-inbox';
import { clarificationInboxPath } from '../clarification-paths';
import { windowState, windowText } from '../clarification-window';
import { AnsweredList } from './answered-list';
import { AskQuestionForm } from './ask-question-form';
import { OwnQuestions } from './own-questions';
import { usePageNow } from '../../../lib/use-page-now';

export type ClarificationsSectionProps = {
  tender: Pick<TenderDetail, 'id' | 'status' | 'clarification_start_date' | 'clarification_end_date'>;
};

/** What a visitor may do about asking: log in, verify, ask (a contractor inside the window) or read the window. */
function AskArea({ tender, user }: ClarificationsSectionProps & { user: SessionUser | null }) {
  const location = useLocation();
  const now = usePageNow();
  const state = tender.status === 'active' ? windowState(tender, now) : 'closed';
  const window = <Text color="gray.700">{windowText(tender, state)}</Text>;
  if (!user) {
    return (
      <Stack gap="2">
        {window}
        {state === 'open' ? (
          <Text>
            <AppLink to={loginPath(location.pathname)} color="blue.700" textDecoration="underline">
              Log in as a contractor
            </AppLink>{' '}
            to ask a question.
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (user.role !== 'Contractor') return window;
  if (!user.email_verified_at) {
    return (
      <Stack gap="2">
        {window}
        <Notice status="info" title="Verify your email address to ask a question." />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {window}
      {state === 'open' ? <AskQuestionForm tenderId={tender.id} /> : null}
      <OwnQuestions tenderId={tender.id} />
    </Stack>
  );
}

/** For the tender's organisation and the Admin: the way to the questions, with how many await an answer. */
function InboxLink({ tenderId }: { tenderId: number }) {
  const { data } = useClarificationInbox(tenderId);
  if (!data) return null;
  const open = data.data.clarifications.filter((item) => item.state === 'open').length;
  return (
    <Notice status="info" title="You answer this tender's questions">
      <AppLink to={clarificationInboxPath(tenderId)} color="blue.700" textDecoration="underline">
        Answer questions ({open} awaiting an answer)
      </AppLink>
    </Notice>
  );
}

/** The tender page's "Clarifications": the published answers and, for whom it applies, asking or answering. */
export function ClarificationsSection({ tender }: ClarificationsSectionProps) {
  const user = useSessionUser();
  const mayAnswer = user?.role === 'Admin' || user?.role === 'Organization';
  return (
    <Container as="section" maxW="6xl" pb={{ base: '8', md: '12' }} aria-labelledby="clarifications-heading">
      <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Heading as="h2" id="clarifications-heading" size="lg" mb="4">
          Clarifications
        </Heading>
        <Stack gap="6">
          {mayAnswer && user?.email_verified_at ? <InboxLink tenderId={tender.id} /> : null}
          <AnsweredList tenderId={tender.id} />
          <AskArea tender={tender} user={user} />
        </Stack>
      </Box>
    </Container>
  );
}
