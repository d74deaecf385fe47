import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundView } from '../components/not-found-view';
import { ButtonLink } from '../components/ui/link';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

/** Never a blank page: a route that fails to load or render shows this inside the normal layout. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <Container maxW="3xl" py="20">
      <VStack gap="4" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          This page could not be shown
        </Heading>
        <Text color="gray.700">
          {chunkFailed
            ? 'Part of the site could not be downloaded. Check your internet connection, then reload the page.'
            : 'Something unexpected went wrong while showing this page. Reloading usually fixes it.'}
        </Text>
        <HStack gap="3">
          <Button colorPalette="blue" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <ButtonLink to={paths.home} variant="outline">
            HOME
          </ButtonLink>
        </HStack>
      </VStack>
    </Container>
  );
}
