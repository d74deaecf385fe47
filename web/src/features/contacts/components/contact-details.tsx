import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { phoneHref, useSiteSettings } from '../../../lib/settings/use-site-settings';

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

/** The office's phone, email, street address and hours, from the settings. */
export function ContactDetails() {
  const office = useSiteSettings();
  return (
    <Stack gap="5">
      <Detail icon={<Phone size={20} aria-hidden="true" />} title="Phone">
        <Link href={phoneHref(office.office_phone)} variant="underline" color="blue.700">
          {office.office_phone}
        </Link>
      </Detail>
      <Detail icon={<Mail size={20} aria-hidden="true" />} title="Email">
        <Link href={`mailto:${office.office_email}`} variant="underline" color="blue.700">
          {office.office_email}
        </Link>
      </Detail>
      <Detail icon={<MapPin size={20} aria-hidden="true" />} title="Office address">
        <Text as="address" fontStyle="normal">
          {office.office_address}
        </Text>
      </Detail>
      <Detail icon={<Clock size={20} aria-hidden="true" />} title="Office hours">
        <Text>{office.office_hours}</Text>
      </Detail>
    </Stack>
  );
}
