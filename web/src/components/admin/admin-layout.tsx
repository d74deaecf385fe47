// The admin area's frame: a band naming it, the area's navigation (a side column on wide
// screens; on a phone a button opens it above the page), and the page.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { adminPaths } from '../../config/paths';

export const ADMIN_NAV = [
  { label: 'Tenders', to: adminPaths.tenders },
  { label: 'Registrants', to: adminPaths.registrants },
  { label: 'Enquiries', to: adminPaths.enquiries },
  { label: 'Settings', to: adminPaths.settings },
  { label: 'Lookups', to: adminPaths.lookups },
  { label: 'Payments', to: adminPaths.payments },
  { label: 'Erasures', to: adminPaths.erasures },
  { label: 'Corrigenda', to: adminPaths.corrigenda },
  { label: 'Audit', to: adminPaths.audit },
] as const;

export type AdminLayoutProps = { children: ReactNode };

export function AdminLayout({ children }: AdminLayoutProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <Box bg="brand.navy" color="white" py="3">
        <Container maxW="7xl">
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
            Admin Control Panel
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '4', md: '8' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="stretch">
          <Box as="nav" aria-label="Admin" flexShrink={0} w={{ base: 'full', md: '12rem' }}>
            <Button
              display={{ base: 'flex', md: 'none' }}
              w="full"
              justifyContent="space-between"
              variant="outline"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
            >
              Admin menu
              {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            </Button>
            <Stack
              as="ul"
              id={listId}
              listStyleType="none"
              gap="1"
              mt={{ base: '2', md: '0' }}
              display={{ base: open ? 'flex' : 'none', md: 'flex' }}
            >
              {ADMIN_NAV.map((item) => (
                <li key={item.to}>
                  <chakra.a
                    asChild
                    display="block"
                    px="3"
                    py="2"
                    borderRadius="md"
                    fontWeight="semibold"
                    color="gray.800"
                    _hover={{ bg: 'gray.100' }}
                    css={{ '&[aria-current=page]': { color: 'blue.700', bg: 'blue.50' } }}
                  >
                    <NavLink to={item.to} onClick={() => setOpen(false)}>
                      {item.label}
                    </NavLink>
                  </chakra.a>
                </li>
              ))}
            </Stack>
          </Box>
          <Box flex="1" minW="0">
            {children}
          </Box>
        </Flex>
      </Container>
    </>
  );
}
