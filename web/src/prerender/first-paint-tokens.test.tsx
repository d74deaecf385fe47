// @vitest-environment node
import { Button } from '@chakra-ui/react/button';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system } from '../theme/system';
import { firstPaintName, withFirstPaintTokens } from './first-paint-tokens';

const tokens = [
  '--chakra-colors-fg:var(--chakra-colors-gray-900)',
  '--chakra-colors-gray-900:#111',
  '--chakra-colors-red-500:#e00',
  '--chakra-sizes-0\\.5:0.125rem',
  '--chakra-radii-l1:var(--chakra-radii-xs)',
  '--chakra-radii-xs:2px',
].join(';');

const page = (globalName: string) =>
  `<style data-emotion="css-global ${globalName}">@layer reset{html{color:var(--chakra-colors-fg)}}` +
  `@layer tokens{:where(html, .chakra-theme){${tokens}}}</style>` +
  '<div style="width:var(--chakra-sizes-0\\.5)"><style data-emotion="css 1x">.css-1x{border-color:var(--chakra-colors-border, red)}</style></div>';

/** The custom properties the page declares and the ones it refers to. */
function variables(html: string) {
  const declared = new Set([...html.matchAll(/(--[^:;{}\s()]+):/g)].map((match) => match[1]));
  const referred = new Set([...html.matchAll(/var\(\s*(--[^,)\s]+)/g)].map((match) => match[1]));
  return { declared, referred };
}

describe('a rendered page keeps the design tokens it uses', () => {
  it('keeps those its styles and markup use, and those their values use, and drops the rest', () => {
    const trimmed = withFirstPaintTokens(page('abc'));
    expect(trimmed).toContain(
      '@layer tokens{:where(html, .chakra-theme){--chakra-colors-fg:var(--chakra-colors-gray-900);--chakra-colors-gray-900:#111;--chakra-sizes-0\\.5:0.125rem;}}',
    );
    expect(trimmed).not.toContain('--chakra-colors-red-500');
    expect(trimmed).not.toContain('--chakra-radii');
    // The rest of the page as it was.
    expect(trimmed).toContain('@layer reset{html{color:var(--chakra-colors-fg)}}');
    expect(trimmed).toContain('.css-1x{border-color:var(--chakra-colors-border, red)}');
  });

  it('renames the tag, so the app does not adopt it as the whole set but inserts that', () => {
    const trimmed = withFirstPaintTokens(page('abc'));
    expect(trimmed).toContain(`<style data-emotion="css-global ${firstPaintName('abc')}">`);
    expect(trimmed).not.toContain('data-emotion="css-global abc"');
  });

  it('leaves a page without a tokens layer as it is', () => {
    const html = '<style data-emotion="css-global q">@layer reset{a{color:red}}</style><p>Hi</p>';
    expect(withFirstPaintTokens(html)).toBe(html);
  });

  it("declares every token a page drawn with the site's system refers to, and far fewer than all", () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <Button colorPalette="blue" variant="outline">
          Search
        </Button>
      </ChakraProvider>,
    );
    const whole = variables(html);
    const { declared, referred } = variables(withFirstPaintTokens(html));
    const undeclared = [...referred].filter((name) => whole.declared.has(name) && !declared.has(name));
    expect(undeclared).toEqual([]);
    expect(declared.size).toBeLessThan(whole.declared.size / 3);
  });
});
