import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { lightOnly, system } from './system';

describe('the site system: one colour scheme', () => {
  it('keeps each semantic token at its light value and drops the dark one', () => {
    const light = lightOnly({
      bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
      shadow: { value: { base: '0 1px 2px red', _dark: 'none' } },
      plain: { value: '{colors.gray.200}' },
      wide: { value: { base: 'a', _print: 'b' } },
    });
    expect(light).toEqual({
      bg: { DEFAULT: { value: '{colors.white}' } },
      shadow: { value: '0 1px 2px red' },
      plain: { value: '{colors.gray.200}' },
      // A value with another condition is left as it is.
      wide: { value: { base: 'a', _print: 'b' } },
    });
  });

  it("gives the page's variables Chakra's light values and no dark ones", () => {
    expect(JSON.stringify(semanticTokens)).toContain('_dark');
    const valueOf = (name: string) => system.tokens.getByName(name)?.value;
    expect(valueOf('colors.bg.subtle')).toBe('var(--chakra-colors-gray-50)');
    expect(valueOf('colors.blue.fg')).toBe('var(--chakra-colors-blue-700)');
    expect(valueOf('colors.red.solid')).toBe('var(--chakra-colors-red-600)');
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-bg-subtle":"var(--chakra-colors-gray-50)"');
    expect(css).not.toContain('dark');
  });
});
