import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime, formatQualifierRange } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import type { AwardOfContract } from '@tender/shared/schemas/award';
import type { TenderListItem } from '@tender/shared/schemas/tender';
import { Award, Building2, CalendarClock, FileCheck, IndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tenderPath } from '../config/paths';

export type TenderCardProps = {
  tender: Pick<
    TenderListItem,
    | 'id'
    | 'project_name'
    | 'work_type_name'
    | 'bid_submission_end_date'
    | 'remarks'
    | 'organization_name'
    | 'tender_uid'
  > & {
    /** The bids received: shown on the Closed tenders list, where the tender is under evaluation. */
    bid_count?: number;
  };
  /** Its award of contract: shown on the Results of Tenders list (winner, amount, date, bids received). */
  award?: Pick<AwardOfContract, 'winner_name' | 'amount_paise' | 'awarded_at' | 'bids_received'>;
  headingLevel?: 'h2' | 'h3';
};

/** A card's box; the placeholder shares it so a list does not jump when its tenders arrive. */
const cardBox = {
  position: 'relative',
  bg: 'white',
  color: 'gray.900',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'lg',
  boxShadow: 'sm',
  p: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minH: '18rem',
} as const;

/** Stands in for a tender card while the list loads. */
export function TenderCardPlaceholder() {
  return (
    <Box {...cardBox} aria-hidden="true">
      <Box h="5" w="24" bg="gray.100" borderRadius="sm" />
      <Box h="12" bg="gray.100" borderRadius="sm" />
      <Box h="4" w="40" bg="gray.100" borderRadius="sm" />
      <Box flex="1" bg="gray.50" borderRadius="sm" />
    </Box>
  );
}

/** One tender (SPEC.md §1): project, work type, bid end (IST), qualifier range in crore, organisation. */
export function TenderCard({ tender, award, headingLevel = 'h3' }: TenderCardProps) {
  return (
    <Box
      as="article"
      {...cardBox}
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      _focusWithin={{ boxShadow: 'md' }}
    >
      <Badge alignSelf="flex-start" bg="orange.100" color="orange.800">
        {tender.work_type_name}
      </Badge>
      <Heading as={headingLevel} size="md" lineHeight="short">
        <RouterLink to={tenderPath(tender.id)}>
          {tender.project_name}
          {/* the whole card is clickable through this link's ::after */}
          <Box as="span" position="absolute" inset="0" borderRadius="lg" aria-hidden="true" />
        </RouterLink>
      </Heading>
      <Text fontSize="sm" color="gray.600">
        Tender ID: {tender.tender_uid}
      </Text>
      <Stack as="dl" gap="2" fontSize="sm">
        <CardFact icon={<CalendarClock size={16} aria-hidden="true" />} term="Bid submission ends">
          {formatIstDateTime(tender.bid_submission_end_date)}
        </CardFact>
        <CardFact icon={<IndianRupee size={16} aria-hidden="true" />} term="Qualifier range">
          {formatQualifierRange(tender.remarks)}
        </CardFact>
        <CardFact icon={<Building2 size={16} aria-hidden="true" />} term="Organisation">
          {tender.organization_name}
        </CardFact>
        {tender.bid_count === undefined ? null : (
          <CardFact icon={<FileCheck size={16} aria-hidden="true" />} term="Bids received">
            {tender.bid_count === 1 ? '1 bid' : `${tender.bid_count} bids`}
          </CardFact>
        )}
        {award ? <AwardFacts award={award} /> : null}
      </Stack>
    </Box>
  );
}

function AwardFacts({ award }: { award: NonNullable<TenderCardProps['award']> }) {
  return (
    <>
      <CardFact icon={<Award size={16} aria-hidden="true" />} term="Awarded to">
        {award.winner_name} for {formatPaise(BigInt(award.amount_paise))}
      </CardFact>
      <CardFact icon={<CalendarClock size={16} aria-hidden="true" />} term="Awarded on">
        {formatIstDateTime(award.awarded_at)}
      </CardFact>
      <CardFact icon={<FileCheck size={16} aria-hidden="true" />} term="Bids received">
        {award.bids_received === 1 ? '1 bid' : `${award.bids_received} bids`}
      </CardFact>
    </>
  );
}

type CardFactProps = { icon: ReactNode; term: string; children: ReactNode };

function CardFact({ icon, term, children }: CardFactProps) {
  return (
    <Box>
      <Box
        as="dt"
        display="flex"
        alignItems="center"
        gap="1.5"
        color="gray.600"
        fontSize="xs"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        <Box as="span" color="blue.700">
          {icon}
        </Box>
        {term}
      </Box>
      <Box as="dd" fontWeight="medium" ps="5.5">
        {children}
      </Box>
    </Box>
  );
}
