import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SITE } from '@tender/shared/constants';
import { Clock, MapPin, Phone } from 'lucide-react';

/** Phone and address above the menu (SPEC.md §2). */
export function TopBar() {
  return (
    <Box bg="gray.900" color="gray.100" fontSize="sm">
      <Container maxW="6xl" py="2">
        <HStack justify="space-between" gap="4">
          <HStack gap="4" minW="0">
            <HStack
              as="a"
              gap="1.5"
              {...{ href: SITE.phoneHref }}
              _hover={{ color: 'white', textDecoration: 'underline' }}
              flexShrink={0}
            >
              <Phone size={14} aria-hidden="true" />
              <span>{SITE.phone}</span>
            </HStack>
            <HStack gap="1.5" minW="0">
              <MapPin size={14} aria-hidden="true" />
              <Text truncate display={{ base: 'none', md: 'block' }}>
                {SITE.address}
              </Text>
              <Text truncate display={{ base: 'block', md: 'none' }}>
                Shivajinagar, Pune
              </Text>
            </HStack>
          </HStack>
          <HStack gap="1.5" display={{ base: 'none', lg: 'flex' }} flexShrink={0}>
            <Clock size={14} aria-hidden="true" />
            <span>{SITE.officeHours}</span>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
