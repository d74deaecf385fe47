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
    semanticTokens,
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

export const system = createSystem(mergeConfigs(defaultBaseConfig, siteConfig));
