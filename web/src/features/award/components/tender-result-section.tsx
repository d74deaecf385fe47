import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Notice } from '../../../components/ui/alert';
import { comparativeStatementPath, paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSessionUser } from '../../../lib/use-session-user';
import { useFinancialOpened } from '../api/get-financial-opening';
import { AocView } from './aoc-view';
import { UnsuccessfulForm } from './unsuccessful-form';

export type TenderDecisionSectionProps = {
  tender: Pick<TenderDetail, 'id' | 'status' | 'award' | 'unsuccessful_reason'>;
  /** After a declaration: the tender page reloads the tender. */
  onDecided: () => Promise<unknown>;
};

function ResultBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container as="section" maxW="6xl" pb={{ base: '8', md: '12' }} aria-labelledby="result-heading">
      <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Heading as="h2" id="result-heading" size="lg" mb="4">
          {title}
        </Heading>
        <Stack gap="4">{children}</Stack>
      </Box>
    </Container>
  );
}

function StatementLink({ tenderId }: { tenderId: number }) {
  return (
    <AppLink to={comparativeStatementPath(tenderId)} color="blue.700" textDecoration="underline" fontWeight="semibold">
      See the comparative statement
    </AppLink>
  );
}

/** A closed tender, for the signed-in: the statement once the financial covers are open; the organisation's choices. */
function ClosedTenderResult({ tender, onDecided }: TenderDecisionSectionProps) {
  const user = useSessionUser();
  const financialOpened = useFinancialOpened(tender.id, Boolean(user));
  const decides = user?.role === 'Admin' || user?.role === 'Organization';
  if (!user || (!financialOpened && !decides)) return null;
  return (
    <ResultBox title="Result">
      {financialOpened ? (
        <Text>
          The financial covers are opened.{' '}
          {decides
            ? 'Award the tender from the comparative statement.'
            : 'The award follows the comparative statement.'}
        </Text>
      ) : null}
      {financialOpened ? <StatementLink tenderId={tender.id} /> : null}
      {decides ? <UnsuccessfulForm tenderId={tender.id} onDeclared={onDecided} /> : null}
    </ResultBox>
  );
}

/**
 * The tender's published result on its page: the award of contract once awarded,
 * or "Unsuccessful" with its reason, each with what happens next. Both come with the tender itself,
 * so the rendered page shows them.
 */
export function TenderResultSection({ tender }: Pick<TenderDecisionSectionProps, 'tender'>) {
  if (tender.status === 'awarded' && tender.award) {
    return (
      <ResultBox title="Award of contract">
        <AocView award={tender.award} />
        <Text fontSize="sm" color="gray.700">
          The contract is awarded: the winner has been sent the award letter and every other bidder its rank. The award
          is listed in <AppLink to={paths.awardedTenders}>Results of Tenders</AppLink>.
        </Text>
        <StatementLink tenderId={tender.id} />
      </ResultBox>
    );
  }
  if (tender.status === 'unsuccessful') {
    return (
      <ResultBox title="Result">
        <Notice status="info" title="Unsuccessful">
          {tender.unsuccessful_reason ?? 'This tender ended without an award.'}
        </Notice>
        <Text fontSize="sm" color="gray.700">
          It ended without an award. It may be issued again: a re-tender is listed under Retendered tenders with new
          dates.
        </Text>
      </ResultBox>
    );
  }
  return null;
}

/**
 * While a closed tender awaits its result, what a signed-in user may do about it: the statement once
 * the financial covers are open, and the organisation's choices. Drawn by the live app only.
 */
export function TenderDecisionSection({ tender, onDecided }: TenderDecisionSectionProps) {
  const hydrated = useHydrated();
  if (tender.status === 'closed' && hydrated) return <ClosedTenderResult tender={tender} onDecided={onDecided} />;
  return null;
}
