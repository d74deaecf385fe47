import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SITE } from '@tender/shared/constants';
import { Menu, Search, X } from 'lucide-react';
import { type SyntheticEvent, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/use-session-user';
import { useSiteSettings } from '../../lib/settings/use-site-settings';
import { logout } from '../../features/auth/api/logout';
import { DesktopNav } from './desktop-nav';
import { HeaderDisclosure } from './header-disclosure';
import { MobileMenu } from './mobile-menu';
import { navEntries } from './nav-items';
import { SearchPanel } from './search-panel';
import { TopBar } from './top-bar';
import { closeDetails, useDetailsDismiss } from './use-details-dismiss';
import { useStickyHeader } from './use-sticky-header';

const BAR_HEIGHT = '4.5rem';
const SEARCH_PANEL_ID = 'header-search';
const MENU_PANEL_ID = 'header-menu';

/** The logo's box: the same size whatever the image (nothing moves when it arrives). */
const LOGO_BOX = { width: 96, height: 36 } as const;

/** An uploaded logo (settings) in a fixed box, or the site's own drawn one. */
function LogoMark({ src }: { src: string | undefined }) {
  if (!src)
    return (
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" fill="#f6ad55" />
        <path d="M14 48V26l18-12 18 12v22H38V34H26v14z" fill="#12263f" />
      </svg>
    );
  return (
    <Box asChild flexShrink={0} objectFit="contain" objectPosition="left center" data-site-logo="">
      <img src={src} alt="" width={LOGO_BOX.width} height={LOGO_BOX.height} />
    </Box>
  );
}

function Logo() {
  const { logo } = useSiteSettings();
  return (
    <HStack asChild gap="2.5" color="white" _hover={{ textDecoration: 'none' }} flexShrink={0}>
      <RouterLink to={paths.home} aria-label={`${SITE.shortName}, home`}>
        <LogoMark src={logo} />
        <Box lineHeight="1.1">
          <Text fontWeight="black" fontSize="lg">
            {SITE.shortName}
          </Text>
          <Text fontSize="xs" color="gray.200" display={{ base: 'none', sm: 'block', md: 'none', lg: 'block' }}>
            {SITE.name}
          </Text>
        </Box>
      </RouterLink>
    </HStack>
  );
}

export function Header() {
  const sticky = useStickyHeader();
  const searchRef = useRef<HTMLDetailsElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const user = useSessionUser();
  const entries = navEntries(user);
  useDetailsDismiss(searchRef);
  useDetailsDismiss(menuRef);

  const handleLogout = () => {
    void logout();
  };

  // Once live, opening the search puts the caret in its field (before, the visitor taps it).
  const handleSearchToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) searchInputRef.current?.focus();
  };

  return (
    <Box as="header" pb={sticky ? BAR_HEIGHT : undefined}>
      <TopBar />
      <Box
        bg="brand.navy"
        color="white"
        position={sticky ? 'fixed' : 'relative'}
        top="0"
        insetX="0"
        zIndex="sticky"
        boxShadow={sticky ? 'lg' : undefined}
        data-sticky={sticky ? '' : undefined}
      >
        {/* Static, so the panels below the bar are placed against the full-width bar. */}
        <Container maxW="6xl" position="static">
          <HStack as="nav" aria-label="Main" h={BAR_HEIGHT} justify="space-between" gap="3">
            <Logo />
            <HStack gap="1">
              <DesktopNav entries={entries} loggedIn={Boolean(user)} onLogout={handleLogout} />
              <HeaderDisclosure
                detailsRef={searchRef}
                labels={{ closed: 'Search tenders', open: 'Close tender search' }}
                icons={{ closed: <Search aria-hidden="true" />, open: <X aria-hidden="true" /> }}
                onToggle={handleSearchToggle}
              >
                <SearchPanel
                  id={SEARCH_PANEL_ID}
                  inputRef={searchInputRef}
                  onSearched={() => closeDetails(searchRef.current)}
                />
              </HeaderDisclosure>
              <HeaderDisclosure
                detailsRef={menuRef}
                display={{ base: 'block', md: 'none' }}
                labels={{ closed: 'Open menu', open: 'Close menu' }}
                icons={{ closed: <Menu aria-hidden="true" />, open: <X aria-hidden="true" /> }}
              >
                <MobileMenu id={MENU_PANEL_ID} entries={entries} loggedIn={Boolean(user)} onLogout={handleLogout} />
              </HeaderDisclosure>
            </HStack>
          </HStack>
        </Container>
      </Box>
    </Box>
  );
}
