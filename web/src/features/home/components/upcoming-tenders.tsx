import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { HOME_UPCOMING_TENDERS } from '@tender/shared/constants';
import { pageMessages } from '@tender/shared/messages';
import type { TenderListItem } from '@tender/shared/schemas/tender';
import { ArrowRight } from 'lucide-react';
import { TenderCard, TenderCardPlaceholder } from '../../../components/tender-card';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

export type UpcomingTendersProps = {
  /** undefined while loading or when the list could not be fetched: the block then shows no cards and no message. */
  tenders: readonly TenderListItem[] | undefined;
  loading: boolean;
};

/** The features block: up to 6 tenders whose bid submission opens later. */
export function UpcomingTenders({ tenders, loading }: UpcomingTendersProps) {
  return (
    <Box as="section" aria-labelledby="upcoming-title" bg="brand.sand" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="upcoming-title"
          eyebrow="Plan your bids"
          title="Upcoming tenders"
          lead="Tenders announced by our clients whose bid submission opens soon. Download the documents as soon as the sale window opens and raise clarifications early."
        />
        {tenders && tenders.length === 0 ? (
          <Text fontSize="lg" color="gray.700" py="4">
            {pageMessages.noUpcomingTenders}
          </Text>
        ) : null}
        {loading ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-busy="true">
            {Array.from({ length: HOME_UPCOMING_TENDERS }, (_, index) => (
              <li key={index}>
                <TenderCardPlaceholder />
              </li>
            ))}
          </SimpleGrid>
        ) : null}
        {tenders && tenders.length > 0 ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {tenders.map((tender) => (
              <li key={tender.id}>
                <TenderCard tender={tender} />
              </li>
            ))}
          </SimpleGrid>
        ) : null}
        <Box mt="8">
          <ButtonLink to={paths.activeTenders} colorPalette="blue" size="lg">
            View more active tenders
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </Box>
      </Container>
    </Box>
  );
}
