import { Box, type BoxProps } from '@chakra-ui/react/box';

/** Long-form text (legal pages, about, articles): readable measure, spacing, underlined links. */
export function Prose(props: BoxProps) {
  return (
    <Box
      maxW="3xl"
      color="gray.800"
      lineHeight="tall"
      css={{
        '& h2': { fontSize: 'xl', fontWeight: 'bold', color: 'brand.navy', mt: '8', mb: '3' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', color: 'brand.navy', mt: '6', mb: '2' },
        '& p': { mb: '4' },
        '& ul, & ol': { ps: '6', mb: '4' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1.5' },
        '& a': { color: 'blue.700', textDecoration: 'underline' },
        '& strong': { fontWeight: 'semibold' },
      }}
      {...props}
    />
  );
}
