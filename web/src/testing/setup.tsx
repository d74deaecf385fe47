// Before every web test file. The files of a worker share its modules and its document (isolate:
// false in vitest.config.ts: a fresh module graph and jsdom per file took four times as long).
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

let defaultCache: EmotionCache | null = null;
function ReadCache() {
  defaultCache = useEmotionCache();
  return null;
}

// Emotion's default cache (what a component drawn without the app's CacheProvider writes its styles
// with) keeps its style tags in a list: a file that empties the document's head (load-checkout's test)
// leaves it inserting before tags no longer there, which throws. Each file starts it empty.
beforeAll(() => {
  if (typeof document === 'undefined') return; // a file in the node environment
  render(<ReadCache />);
  cleanup();
  if (!defaultCache) return;
  defaultCache.sheet.flush();
  for (const name of Object.keys(defaultCache.inserted)) delete defaultCache.inserted[name];
});

// What a test drew is unmounted after it, also in the files that do not say so, so the next file
// finds only its own.
afterEach(() => cleanup());
