import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SITE } from '@tender/shared/constants';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

type DetailProps = { icon: ReactNode; title: string; children: ReactNode };

function Detail({ icon, title, children }: DetailProps) {
  return (
    <Box display="flex" gap="3">
      <Box color="blue.700" mt="1" flexShrink={0}>
        {icon}
      </Box>
      <Box>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Box color="gray.700">{children}</Box>
      </Box>
    </Box>
  );
}

/** Phone, email, street address and hours from shared/constants SITE. */
export function ContactDetails() {
  return (
    <Stack gap="5">
      <Detail icon={<Phone size={20} aria-hidden="true" />} title="Phone">
        <Link href={SITE.phoneHref} variant="underline" color="blue.700">
          {SITE.phone}
        </Link>
      </Detail>
      <Detail icon={<Mail size={20} aria-hidden="true" />} title="Email">
        <Link href={`mailto:${SITE.email}`} variant="underline" color="blue.700">
          {SITE.email}
        </Link>
      </Detail>
      <Detail icon={<MapPin size={20} aria-hidden="true" />} title="Office address">
        <Text as="address" fontStyle="normal">
          {SITE.address}
        </Text>
      </Detail>
      <Detail icon={<Clock size={20} aria-hidden="true" />} title="Office hours">
        <Text>{SITE.officeHours}</Text>
      </Detail>
    </Stack>
  );
}
