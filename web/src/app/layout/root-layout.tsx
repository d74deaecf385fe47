import { Box } from '@chakra-ui/react/box';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';

export function RootLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Box
        as="a"
        {...{ href: '#main' }}
        position="absolute"
        top="2"
        insetStart="2"
        zIndex="skipNav"
        bg="white"
        color="blue.800"
        px="4"
        py="2"
        borderRadius="md"
        fontWeight="semibold"
        transform="translateY(-200%)"
        _focus={{ transform: 'translateY(0)' }}
      >
        Skip to main content
      </Box>
      <NavigationProgress />
      <Header />
      {/* At least a screen tall: the footer stays below the fold while a page loads, so nothing shifts. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minH="100vh" outline="none">
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
