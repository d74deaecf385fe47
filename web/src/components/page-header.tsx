import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export type PageHeaderProps = { title: string; lead?: ReactNode };

/** The band under the menu with the page's single h1. */
export function PageHeader({ title, lead }: PageHeaderProps) {
  return (
    <Box bg="brand.navy" color="white" py={{ base: '8', md: '12' }}>
      <Container maxW="6xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          {title}
        </Heading>
        {lead ? (
          <Text mt="3" maxW="3xl" color="gray.100" fontSize={{ base: 'md', md: 'lg' }}>
            {lead}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
