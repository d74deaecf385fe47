import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Link } from 'react-router-dom';

export type Tab = { key: string; label: string; to: string };

/** A row of links that switch between lists of one admin page; the current one is aria-current. */
export function TabNav({ label, tabs, current }: { label: string; tabs: readonly Tab[]; current: string }) {
  return (
    <Box as="nav" aria-label={label}>
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" borderBottomWidth="1px">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <chakra.a
              asChild
              display="block"
              px="3"
              py="2"
              fontWeight="semibold"
              borderBottomWidth="3px"
              borderColor="transparent"
              color="gray.700"
              css={{ '&[aria-current=page]': { color: 'blue.700', borderColor: 'blue.600' } }}
            >
              <Link to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </chakra.a>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
