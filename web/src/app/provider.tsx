import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { CacheProvider } from '@emotion/react';
import { useMemo, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PageData } from '../lib/api/page-data';
import { swrConfig } from '../lib/api/swr-config';
import { createEmotionCache } from '../theme/emotion-cache';
import { system } from '../theme/system';

export type AppProviderProps = {
  children: ReactNode;
  /** API answers the page was rendered with (lib/api/page-data.ts): SWR starts with them. */
  pageData?: PageData;
};

export function AppProvider({ children, pageData }: AppProviderProps) {
  const config = useMemo(() => (pageData ? { ...swrConfig, fallback: pageData } : swrConfig), [pageData]);
  // One per render on the server (each page's HTML carries its own styles), one per app in the browser.
  const [emotionCache] = useState(createEmotionCache);
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>
        <SWRConfig value={config}>{children}</SWRConfig>
      </ChakraProvider>
    </CacheProvider>
  );
}
