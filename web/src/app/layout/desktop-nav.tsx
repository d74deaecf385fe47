import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { NavDropdown, navItemStyles } from './nav-dropdown';
import type { NavEntry } from './nav-items';

const LogoutButton = chakra('button');

export type DesktopNavProps = { entries: readonly NavEntry[]; loggedIn: boolean; onLogout: () => void };

export function DesktopNav({ entries, loggedIn, onLogout }: DesktopNavProps) {
  return (
    <HStack as="ul" gap="0.5" listStyleType="none" display={{ base: 'none', md: 'flex' }}>
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <li key={entry.id}>
            <NavDropdown group={entry} />
          </li>
        ) : (
          <li key={entry.to}>
            <chakra.a asChild {...navItemStyles}>
              <NavLink to={entry.to} end>
                {entry.label}
              </NavLink>
            </chakra.a>
          </li>
        ),
      )}
      {loggedIn ? (
        <li>
          <LogoutButton type="button" cursor="pointer" onClick={onLogout} {...navItemStyles}>
            <LogOut size={16} aria-hidden="true" />
            Logout
          </LogoutButton>
        </li>
      ) : null}
    </HStack>
  );
}
