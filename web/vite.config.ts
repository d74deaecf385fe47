import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './build/prerender';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const repoRoot = decodeURIComponent(new URL('..', import.meta.url).pathname);

/**
 * Scalar's prebuilt browser build (one self-contained script, not in the package's exports): the API
 * reference page imports it with `?url`, so it ships as one hashed asset that page adds at run time.
 */
const scalarStandalone = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser',
  'standalone.js',
);

/** Vendor groups (DESIGN.md §7): each stays under 100 KB gzip, and the home page loads only what it needs. */
const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  // What the entry (main.tsx) shares with the app, in one chunk: every page loads it first.
  {
    name: 'entry-shared',
    test: /(web[\\/]src[\\/](lib[\\/](session|api[\\/](base|early-fetch))|app[\\/]start[\\/](held-taps|timing)|features[\\/](tenders[\\/]api[\\/]tender-info-key|bids[\\/]bid-form[\\/]bid-draft))\.ts|shared[\\/](id-pattern|session-cookie)\.ts|vite[\\/]preload-helper(\.js)?)$/,
  },
  {
    name: 'forms',
    test: /node_modules[\\/](formik|yup|property-expr|tiny-case|toposort|lodash|lodash-es|deepmerge|react-fast-compare|tiny-warning)[\\/]/,
  },
];

const CHAKRA_PURE_HELPERS = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'defineConditions',
  'createAnatomy',
];

export default defineConfig({
  root: webRoot,
  plugins: [react(), prerender()],
  resolve: {
    alias: [{ find: /^@scalar\/api-reference\/browser\/standalone\.js(?=\?|$)/, replacement: scalarStandalone }],
  },
  server: {
    fs: { allow: [repoRoot] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Chakra's theme modules build every recipe through these helpers at module level; marking them
        // pure lets the bundler drop the recipes and anatomies this site never registers (theme/system.ts).
        manualPureFunctions: CHAKRA_PURE_HELPERS,
      },
      output: {
        codeSplitting: {
          // A group takes only the packages it names; shared helpers (hoist-non-react-statics, react-is)
          // stay where the bundler puts them, so emotion never pulls the forms chunk into the home page.
          includeDependenciesRecursively: false,
          groups: vendorGroups,
        },
      },
    },
  },
});
