import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { HOME_HERO_TENDERS, SITE } from '@tender/shared/constants';
import type { TenderListItem } from '@tender/shared/schemas/tender';
import { ArrowRight } from 'lucide-react';
import { TenderCard, TenderCardPlaceholder } from '../../../components/tender-card';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

export type HeroProps = { slogan?: string; tenders: readonly TenderListItem[]; loading: boolean };

function Skyline() {
  return (
    <Box
      as="svg"
      aria-hidden="true"
      position="absolute"
      insetX="0"
      bottom="0"
      width="full"
      height={{ base: '24', md: '40' }}
      opacity="0.18"
      pointerEvents="none"
      {...{ viewBox: '0 0 1200 160', preserveAspectRatio: 'none' }}
    >
      <path
        fill="#f6ad55"
        d="M0 160V110h60V70h40v40h30V40h70v70h20V90h50v20h40V20h20v-6h40v6h20v90h30V60h80v50h20V80h40v30h50V30h60v80h30V95h40v15h40V50h70v60h30V75h60v35h50V45h40v65h60V85h50v25h40v50z"
      />
      <path stroke="#f6ad55" strokeWidth="3" fill="none" d="M870 45V5h120M990 5v30M930 5l-20 40" />
    </Box>
  );
}

/** The slogan is an admin setting and may come without a full stop; the sentence after it needs one. */
function withFullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Up to 3 tenders open for bids right now, with the site slogan. */
export function Hero({ slogan, tenders, loading }: HeroProps) {
  return (
    <Box as="section" aria-labelledby="hero-title" position="relative" overflow="hidden" bg="brand.navy" color="white">
      <Container maxW="6xl" position="relative" zIndex="1" py={{ base: '12', md: '20' }}>
        <Stack gap="5" maxW="3xl">
          <Text fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="brand.amber" fontSize="sm">
            {SITE.name}, Pune
          </Text>
          <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            Construction tenders, managed from notice to award
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.100">
            {withFullStop(slogan?.trim() || SITE.mission)} We publish, run and evaluate tenders for developers,
            institutions and public bodies across Maharashtra: bids stay sealed until two openers open them, every
            disqualification comes with its reason and a chance to answer it, and every award is published.
          </Text>
          <Box>
            <ButtonLink
              to={paths.activeTenders}
              size="lg"
              bg="brand.amber"
              color="brand.navy"
              _hover={{ bg: 'orange.200' }}
            >
              FIND OUT MORE
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </Box>
        </Stack>
        {loading || tenders.length > 0 ? (
          <Box mt={{ base: '10', md: '14' }}>
            <Heading as="h2" size="lg" mb="4">
              Open for bids now
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5" aria-busy={loading}>
              {loading
                ? Array.from({ length: HOME_HERO_TENDERS }, (_, index) => (
                    <li key={index}>
                      <TenderCardPlaceholder />
                    </li>
                  ))
                : tenders.map((tender) => (
                    <li key={tender.id}>
                      <TenderCard tender={tender} />
                    </li>
                  ))}
            </SimpleGrid>
          </Box>
        ) : null}
      </Container>
      {/* After the content: a phone paints a page while it is still arriving, and a skyline drawn at the
          bottom of the part it has so far would jump down as the rest comes in (a layout shift). */}
      <Skyline />
    </Box>
  );
}
