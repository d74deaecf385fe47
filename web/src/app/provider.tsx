import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/api/swr-config';
import { system } from '../theme/system';

export type AppProviderProps = { children: ReactNode };

export function AppProvider({ children }: AppProviderProps) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </ChakraProvider>
  );
}
