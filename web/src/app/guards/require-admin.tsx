// The admin area's guard: a layout route inside <RequireAuth>. Only the Admin role passes;
// anyone else logged in sees a clear 'not allowed' page with a way to their dashboard. The server
// checks the role again on every admin call (403 for anyone else): this guard only spares them the
// screens.
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Outlet } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useGuardedUser } from './route-guards';

export const ADMIN_ROLE = 'Admin';
export const NOT_ALLOWED_TITLE = 'Not allowed';
export const NOT_ALLOWED_MESSAGE = 'The Admin Control Panel is for administrators only.';

export function isAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === ADMIN_ROLE;
}

/** Inside <RequireAuth>: an Admin goes on (the user is handed on as the outlet context); anyone else is refused. */
export function RequireAdmin() {
  const user = useGuardedUser();
  if (!isAdmin(user)) return <NotAllowedView />;
  return <Outlet context={user} />;
}

/** What a logged-in account without the Admin role sees at /admin. */
export function NotAllowedView() {
  useDocumentTitle(NOT_ALLOWED_TITLE);
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <VStack gap="5" textAlign="center">
        <Heading as="h1" size="2xl">
          {NOT_ALLOWED_TITLE}
        </Heading>
        <Text color="gray.700">{NOT_ALLOWED_MESSAGE}</Text>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <ButtonLink to={paths.dashboard} colorPalette="blue">
            Go to your dashboard
          </ButtonLink>
          <ButtonLink to={paths.home} variant="outline">
            Home
          </ButtonLink>
        </HStack>
      </VStack>
    </Container>
  );
}
