import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { MARKETING_CLAIMS, SITE } from '@tender/shared/constants';
import { SectionHeading } from './section-heading';

export function MarketingClaims() {
  return (
    <Box as="section" aria-labelledby="claims-title" bg="brand.navyLight" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <SectionHeading id="claims-title" eyebrow="Our mission" title={SITE.mission} light />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="6">
          {MARKETING_CLAIMS.map((claim) => (
            <Box as="li" key={claim.label} borderTopWidth="3px" borderColor="brand.amber" pt="4">
              <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="black" color="brand.amber" lineHeight="1.1">
                {claim.value}
              </Text>
              <Text mt="1" color="gray.100">
                {claim.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
