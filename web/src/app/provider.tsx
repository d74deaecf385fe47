import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PageData } from '../lib/api/page-data';
import { swrConfig } from '../lib/api/swr-config';
import { system } from '../theme/system';

export type AppProviderProps = {
  children: ReactNode;
  /** API answers the page was rendered with (lib/api/page-data.ts): SWR starts with them. */
  pageData?: PageData;
};

export function AppProvider({ children, pageData }: AppProviderProps) {
  const config = useMemo(() => (pageData ? { ...swrConfig, fallback: pageData } : swrConfig), [pageData]);
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </ChakraProvider>
  );
}
