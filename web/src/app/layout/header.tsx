import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SITE } from '@tender/shared/constants';
import { Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/use-session-user';
import { useSiteSettings } from '../../lib/settings/use-site-settings';
import { logout } from '../../features/auth/api/logout';
import { DesktopNav } from './desktop-nav';
import { navEntries } from './nav-items';
import { TopBar } from './top-bar';
import { useStickyHeader } from './use-sticky-header';

// The Drawer (dialog, focus trap, scroll lock) loads only when a phone visitor first opens the menu.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const SearchPanel = lazy(() => import('./search-panel').then((module) => ({ default: module.SearchPanel })));

const BAR_HEIGHT = '4.5rem';
const SEARCH_PANEL_ID = 'header-search';

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
  const location = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const user = useSessionUser();
  const entries = navEntries(user);

  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  const handleLogout = () => {
    void logout();
  };

  const handleSearchClose = () => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  };

  const handleMenuOpen = () => {
    setMenuRequested(true);
    setMenuOpen(true);
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
        <Container maxW="6xl">
          <HStack as="nav" aria-label="Main" h={BAR_HEIGHT} justify="space-between" gap="3">
            <Logo />
            <HStack gap="1">
              <DesktopNav entries={entries} loggedIn={Boolean(user)} onLogout={handleLogout} />
              <IconButton
                variant="ghost"
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                ref={searchButtonRef}
                aria-label={searchOpen ? 'Close tender search' : 'Search tenders'}
                aria-expanded={searchOpen}
                aria-controls={searchOpen ? SEARCH_PANEL_ID : undefined}
                onClick={() => setSearchOpen((open) => !open)}
              >
                {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
              </IconButton>
              <IconButton
                variant="ghost"
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                display={{ base: 'inline-flex', md: 'none' }}
                aria-label="Open menu"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={handleMenuOpen}
              >
                <Menu aria-hidden="true" />
              </IconButton>
            </HStack>
          </HStack>
        </Container>
        {searchOpen ? (
          <Suspense fallback={null}>
            <SearchPanel id={SEARCH_PANEL_ID} onClose={handleSearchClose} />
          </Suspense>
        ) : null}
      </Box>
      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            entries={entries}
            loggedIn={Boolean(user)}
            onLogout={handleLogout}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
