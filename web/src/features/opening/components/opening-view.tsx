import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { OpenerAccount, OpeningAnswer } from '@tender/shared/schemas/opening';
import { AppLink } from '../../../components/ui/app-link';
import { evaluationPath } from '../evaluation-link';
import { ConfirmOpening } from './confirm-opening';
import { CoverProgress } from './cover-progress';
import { OpeningRecordTable } from './opening-record-table';
import { TechnicalResultTable } from './technical-result-table';

type Opening = OpeningAnswer['data'];

export type OpeningViewProps = {
  opening: Opening;
  /** The signed-in user is an Admin or the tender's organisation: may read the opened bids without being an opener. */
  readsOpenedBids: boolean;
  onChanged: (answer?: OpeningAnswer) => Promise<unknown>;
};

const openerRole = (opener: OpenerAccount) => (opener.role === 'Admin' ? 'Admin' : 'the tender’s organisation');

function Openers({ openers }: { openers: readonly OpenerAccount[] }) {
  if (openers.length === 0) return null;
  return (
    <Text fontSize="sm">
      Openers: {openers.map((opener) => `${opener.name} (${openerRole(opener)})`).join(', ')}. Two of them must confirm
      each opening.
    </Text>
  );
}

function SubHeading({ children }: { children: string }) {
  return (
    <Heading as="h3" size="md" mb="2">
      {children}
    </Heading>
  );
}

/** The way to the opened bids, for the openers, the evaluators, the Admin and the tender's organisation. */
function EvaluationLink({ opening, readsOpenedBids }: Pick<OpeningViewProps, 'opening' | 'readsOpenedBids'>) {
  const caller = opening.caller;
  if (opening.technical.state !== 'opened' || !caller) return null;
  if (!caller.is_opener && !caller.is_evaluator && !readsOpenedBids) return null;
  return (
    <AppLink to={evaluationPath(opening.tender_id)} color="blue.700" textDecoration="underline" fontWeight="semibold">
      {caller.is_evaluator ? 'Evaluate the opened bids' : 'See the opened bids'}
    </AppLink>
  );
}

/** The tender page's "Opening of bids": where it stands, the covers, the record and the technical result. */
export function OpeningView({ opening, readsOpenedBids, onChanged }: OpeningViewProps) {
  const { technical, financial, caller } = opening;
  return (
    <Stack gap="5">
      <Text fontWeight="medium" data-testid="next-step">
        {opening.next_step}
      </Text>
      <Text fontSize="sm" color="gray.700">
        Bids can be opened from {formatIstDateTime(opening.bid_opening_date)}.
      </Text>
      <Openers openers={opening.openers} />
      {caller && caller.is_opener ? (
        <ConfirmOpening tenderId={opening.tender_id} caller={caller} onChanged={onChanged} />
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <CoverProgress opening={technical} />
        <CoverProgress opening={financial} />
      </SimpleGrid>
      <EvaluationLink opening={opening} readsOpenedBids={readsOpenedBids} />
      {technical.state === 'opened' ? (
        <Box>
          <SubHeading>Opening record: technical covers</SubHeading>
          <OpeningRecordTable caption="Opening record of the technical covers" lines={technical.bids} />
        </Box>
      ) : null}
      {opening.technical_result ? (
        <Box>
          <SubHeading>Technical result</SubHeading>
          <TechnicalResultTable result={opening.technical_result} />
        </Box>
      ) : null}
      {financial.state === 'opened' ? (
        <Box>
          <SubHeading>Opening record: financial covers</SubHeading>
          <OpeningRecordTable caption="Opening record of the financial covers" lines={financial.bids} />
        </Box>
      ) : null}
    </Stack>
  );
}
