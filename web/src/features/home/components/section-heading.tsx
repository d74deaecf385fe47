import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export type SectionHeadingProps = { id: string; eyebrow?: string; title: ReactNode; lead?: ReactNode; light?: boolean };

export function SectionHeading({ id, eyebrow, title, lead, light = false }: SectionHeadingProps) {
  return (
    <Box mb={{ base: '6', md: '8' }} maxW="3xl">
      {eyebrow ? (
        <Text
          fontSize="sm"
          fontWeight="bold"
          textTransform="uppercase"
          letterSpacing="wider"
          color={light ? 'brand.amber' : 'orange.700'}
          mb="2"
        >
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} color={light ? 'white' : 'brand.navy'}>
        {title}
      </Heading>
      {lead ? (
        <Text mt="3" color={light ? 'gray.100' : 'gray.700'} fontSize={{ base: 'md', md: 'lg' }}>
          {lead}
        </Text>
      ) : null}
    </Box>
  );
}
