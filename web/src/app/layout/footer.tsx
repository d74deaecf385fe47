import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { SITE } from '@tender/shared/constants';
import { istYear } from '@tender/shared/format';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { phoneHref, useSiteSettings } from '../../lib/settings/use-site-settings';
import { usePageNow } from '../../lib/use-page-now';

const QUICK_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact-Us', to: paths.contactUs },
  { label: 'Privacy-Policy', to: paths.privacyPolicy },
  { label: 'Terms & Conditions', to: paths.termsConditions },
  { label: 'Refund Policy', to: paths.refundPolicy },
  { label: 'API reference', to: paths.apiDocs },
  { label: 'Open data', to: paths.openData },
  { label: 'Check a receipt', to: paths.verifyReceipt },
] as const;

const footerLink = {
  color: 'gray.100',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'white' },
} as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="brand.amber" mb="4">
      {children}
    </Heading>
  );
}

export function Footer() {
  const year = istYear(usePageNow());
  const office = useSiteSettings();
  return (
    <Box as="footer" bg="gray.900" color="gray.100" pt="12" pb="6" mt="auto">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <Box>
            <Text fontWeight="black" fontSize="xl" color="white">
              {SITE.shortName}
            </Text>
            <Text mt="2">{SITE.name}</Text>
            <Text mt="3" color="gray.300">
              {SITE.mission}
            </Text>
          </Box>
          <Box as="nav" aria-label="Quick links">
            <FooterHeading>Quick links</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <chakra.a asChild {...footerLink}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </chakra.a>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <FooterHeading>Office</FooterHeading>
            <Text as="address" fontStyle="normal">
              {office.office_address}
            </Text>
            <Text mt="3">
              <Box as="span" fontWeight="semibold">
                Office hours:{' '}
              </Box>
              {office.office_hours}
            </Text>
          </Box>
          <Box>
            <FooterHeading>Contact</FooterHeading>
            <Stack gap="2" fontSize="sm">
              <Text>
                Phone:{' '}
                <chakra.a href={phoneHref(office.office_phone)} {...footerLink}>
                  {office.office_phone}
                </chakra.a>
              </Text>
              <Text overflowWrap="anywhere">
                Email:{' '}
                <chakra.a href={`mailto:${office.office_email}`} {...footerLink}>
                  {office.office_email}
                </chakra.a>
              </Text>
            </Stack>
          </Box>
        </SimpleGrid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.300" mt="10" pt="6" fontSize="sm" color="gray.300">
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
            <Text>
              © {year} {SITE.name}. All rights reserved.
            </Text>
            <Text>{SITE.footerNote}</Text>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
