import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { HEADER_PANELS } from './header-disclosure';
import type { NavGroup } from './nav-items';
import { useDetailsDismiss } from './use-details-dismiss';

export const navItemStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: { base: '3', md: '2', lg: '3' },
  py: '2',
  borderRadius: 'md',
  fontWeight: 'semibold',
  fontSize: { base: 'md', md: 'sm', lg: 'md' },
  whiteSpace: 'nowrap',
  color: 'white',
  _hover: { bg: 'whiteAlpha.200' },
  '&[aria-current=page]': { color: 'brand.amber' },
} as const;

export type NavDropdownProps = { group: NavGroup };

/**
 * Disclosure navigation (WAI-ARIA APG "disclosure navigation menu") as a native `<details>`: its
 * summary opens the list of links with no script at all. Once live, Escape closes it and returns
 * focus, and leaving it with Tab or a tap elsewhere or following a link closes it.
 */
export function NavDropdown({ group }: NavDropdownProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const active = group.items.some((item) => item.to === pathname);
  useDetailsDismiss(detailsRef, { closeOnFocusOut: true });

  return (
    <chakra.details
      ref={detailsRef}
      name={HEADER_PANELS}
      position="relative"
      css={{ '&[open] > summary .nav-dropdown-chevron': { transform: 'rotate(180deg)' } }}
    >
      <chakra.summary
        cursor="pointer"
        listStyle="none"
        {...navItemStyles}
        color={active ? 'brand.amber' : 'white'}
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        {group.label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className="nav-dropdown-chevron"
          style={{ transition: 'transform 0.15s' }}
        />
      </chakra.summary>
      <Box
        as="ul"
        position="absolute"
        top="100%"
        insetStart="0"
        mt="1"
        minW="13rem"
        bg="white"
        color="gray.900"
        borderRadius="md"
        boxShadow="lg"
        py="2"
        zIndex="dropdown"
        listStyleType="none"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <chakra.a
              asChild
              display="block"
              px="4"
              py="2"
              _hover={{ bg: 'gray.100' }}
              css={{ '&[aria-current=page]': { fontWeight: 'bold', color: 'blue.700' } }}
            >
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </chakra.a>
          </li>
        ))}
      </Box>
    </chakra.details>
  );
}
