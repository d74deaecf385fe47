import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDown } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavGroup } from './nav-items';

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

const ToggleButton = chakra('button');

export type NavDropdownProps = { group: NavGroup };

/**
 * Disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): a real button toggles a list of
 * links; Escape closes it and returns focus; leaving it with Tab or a click elsewhere closes it.
 */
export function NavDropdown({ group }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = group.items.some((item) => item.to === pathname);

  useEffect(() => setOpen(false), [pathname]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Box position="relative" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <ToggleButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        cursor="pointer"
        {...navItemStyles}
        color={active ? 'brand.amber' : 'white'}
      >
        {group.label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.15s' }}
        />
      </ToggleButton>
      <Box
        as="ul"
        id={listId}
        hidden={!open}
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
              <NavLink to={item.to} end onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </chakra.a>
          </li>
        ))}
      </Box>
    </Box>
  );
}
