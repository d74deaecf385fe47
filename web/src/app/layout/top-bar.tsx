import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { phoneHref, useSiteSettings } from '../../lib/settings/use-site-settings';

/** The office's phone, email, address and hours above the menu (SPEC.md §2), from the settings. */
export function TopBar() {
  const office = useSiteSettings();
  return (
    <Box bg="gray.900" color="gray.100" fontSize="sm">
      <Container maxW="6xl" py="2">
        <HStack justify="space-between" gap="4">
          <HStack gap="4" minW="0">
            <HStack
              as="a"
              gap="1.5"
              {...{ href: phoneHref(office.office_phone) }}
              _hover={{ color: 'white', textDecoration: 'underline' }}
              flexShrink={0}
            >
              <Phone size={14} aria-hidden="true" />
              <span>{office.office_phone}</span>
            </HStack>
            <HStack
              as="a"
              gap="1.5"
              minW="0"
              // Whole beside the address on wide screens (the address gives way); cut short on phones.
              flexShrink={{ base: 1, lg: 0 }}
              {...{ href: `mailto:${office.office_email}` }}
              _hover={{ color: 'white', textDecoration: 'underline' }}
            >
              <Mail size={14} aria-hidden="true" />
              <Text truncate>{office.office_email}</Text>
            </HStack>
            <HStack gap="1.5" minW="0" display={{ base: 'none', lg: 'flex' }}>
              <MapPin size={14} aria-hidden="true" />
              <Text truncate>{office.office_address}</Text>
            </HStack>
          </HStack>
          <HStack gap="1.5" display={{ base: 'none', xl: 'flex' }} flexShrink={0}>
            <Clock size={14} aria-hidden="true" />
            <span>{office.office_hours}</span>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
