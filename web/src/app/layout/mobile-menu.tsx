import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { SITE } from '@tender/shared/constants';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import type { NavEntry, NavLinkItem } from './nav-items';

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly NavEntry[];
  loggedIn: boolean;
  onLogout: () => void;
};

function MenuLink({
  item,
  onNavigate,
  nested = false,
}: {
  item: NavLinkItem;
  onNavigate: () => void;
  nested?: boolean;
}) {
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
      <NavLink to={item.to} end onClick={onNavigate}>
        {item.label}
      </NavLink>
    </chakra.a>
  );
}

/** The off-canvas menu for narrow screens (Chakra Drawer: focus trapped, Escape closes, focus returns). */
export function MobileMenu({ open, onOpenChange, entries, loggedIn, onLogout }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{SITE.shortName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <nav aria-label="Mobile">
                <Stack as="ul" gap="1" listStyleType="none">
                  {entries.map((entry) =>
                    entry.kind === 'group' ? (
                      <li key={entry.id}>
                        <Text
                          px="3"
                          pt="3"
                          pb="1"
                          fontSize="xs"
                          fontWeight="bold"
                          textTransform="uppercase"
                          color="gray.600"
                        >
                          {entry.label}
                        </Text>
                        <Box as="ul" listStyleType="none" aria-label={entry.label}>
                          {entry.items.map((item) => (
                            <li key={item.to}>
                              <MenuLink item={item} onNavigate={close} nested />
                            </li>
                          ))}
                        </Box>
                      </li>
                    ) : (
                      <li key={entry.to}>
                        <MenuLink item={entry} onNavigate={close} />
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
            </Drawer.Body>
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
