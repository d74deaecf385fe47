import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import { pageMessages } from '@tender/shared/messages';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { ButtonLink } from './ui/link';

/** SPEC.md §2: 'PAGE NOT FOUND' and a HOME link to /. */
export function NotFoundView() {
  useDocumentTitle('Page not found');
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <VStack gap="5" textAlign="center">
        <Text
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="black"
          color="brand.navy"
          lineHeight="1"
          aria-hidden="true"
        >
          404
        </Text>
        <Heading as="h1" size="2xl">
          {pageMessages.notFound}
        </Heading>
        <Text color="gray.700">The page you are looking for was moved, removed or never existed.</Text>
        <ButtonLink to={paths.home} colorPalette="blue" size="lg">
          HOME
        </ButtonLink>
      </VStack>
    </Container>
  );
}
