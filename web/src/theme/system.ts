// One Chakra system built from the base preset plus ONLY the recipes the first screen needs
// (Chakra's bundle-optimisation guide): the full default theme alone would blow the home-page budget.
// Components used only on lazily loaded pages (inputs, fields, selects, alerts)
// bring their own recipe through the wrappers in components/ui (the `recipe` prop), so those recipes
// load with the page that needs them.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { nextTask } from '../app/start/timing';

type TokenTree = { [key: string]: unknown };

/**
 * The semantic tokens with their light value only. The site has one colour scheme (nothing sets
 * Chakra's `.dark`), so the dark values only added a variable each and about a third of the work of
 * building the system, which every page's app does on the visitor's phone as it starts.
 */
export function lightOnly<T extends TokenTree>(tree: T): T {
  const entries = Object.entries(tree).map(([key, node]): [string, unknown] => {
    if (!node || typeof node !== 'object') return [key, node];
    const { value } = node as { value?: unknown };
    if (value && typeof value === 'object' && Object.keys(value).every((mode) => LIGHT_DARK.has(mode))) {
      const modes = value as { _light?: unknown; base?: unknown };
      return [key, { ...node, value: modes._light ?? modes.base }];
    }
    return [key, lightOnly(node as TokenTree)];
  });
  return Object.fromEntries(entries) as T;
}

const LIGHT_DARK = new Set(['base', '_light', '_dark']);

const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
    body: { bg: 'white', color: 'gray.900' },
    'a:focus-visible, button:focus-visible, summary:focus-visible': {
      outline: '3px solid',
      outlineColor: 'blue.500',
      outlineOffset: '2px',
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: {
        ...tokens.colors,
        brand: {
          navy: { value: '#12263f' },
          navyLight: { value: '#1d3a5f' },
          amber: { value: '#f6ad55' },
          sand: { value: '#fdf6ec' },
        },
      },
    },
    semanticTokens: lightOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
  },
});

// Building the system (every token's variable, every recipe) is the longest step of the app's startup:
// a task of its own, apart from the modules evaluated before it and those after (app/start/timing.ts).
await nextTask();
export const system = createSystem(mergeConfigs(defaultBaseConfig, siteConfig));
await nextTask();
