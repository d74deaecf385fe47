import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import type { NavEntry, NavLinkItem } from './nav-items';

export type MobileMenuProps = {
  id: string;
  entries: readonly NavEntry[];
  loggedIn: boolean;
  onLogout: () => void;
};

function MenuLink({ item, nested = false }: { item: NavLinkItem; nested?: boolean }) {
  return (
    <chakra.a
      asChild
      display="block"
      px={nested ? '6' : '3'}
      py="2.5"
      borderRadius="md"
      fontWeight={nested ? 'normal' : 'semibold'}
      _hover={{ bg: 'gray.100' }}
      css={{ '&[aria-current=page]': { color: 'blue.700', bg: 'blue.50' } }}
    >
      <NavLink to={item.to} end>
        {item.label}
      </NavLink>
    </chakra.a>
  );
}

/**
 * The narrow screens' menu: a panel under the header bar, the content of the header's menu
 * disclosure (header-disclosure.tsx), so its first tap opens it with no script. Its links are plain
 * links; Logout (signed in, so the app is live) is an app button.
 */
export function MobileMenu({ id, entries, loggedIn, onLogout }: MobileMenuProps) {
  return (
    <Box
      id={id}
      position="absolute"
      top="100%"
      insetX="0"
      maxH="calc(100dvh - 4.5rem)"
      overflowY="auto"
      bg="white"
      color="gray.900"
      boxShadow="lg"
      borderBottomRadius="md"
      px="3"
      py="4"
    >
      <nav aria-label="Mobile">
        <Stack as="ul" gap="1" listStyleType="none">
          {entries.map((entry) =>
            entry.kind === 'group' ? (
              <li key={entry.id}>
                <Text px="3" pt="3" pb="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="gray.600">
                  {entry.label}
                </Text>
                <Box as="ul" listStyleType="none" aria-label={entry.label}>
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <MenuLink item={item} nested />
                    </li>
                  ))}
                </Box>
              </li>
            ) : (
              <li key={entry.to}>
                <MenuLink item={entry} />
              </li>
            ),
          )}
        </Stack>
      </nav>
      {loggedIn ? (
        <Button mt="6" width="full" variant="outline" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      ) : null}
    </Box>
  );
}
