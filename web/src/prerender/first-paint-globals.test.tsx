// @vitest-environment node
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system } from '../theme/system';
import { firstPaintName, withFirstPaintGlobals } from './first-paint-globals';

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
    const trimmed = withFirstPaintGlobals(page('abc'));
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
    const trimmed = withFirstPaintGlobals(page('abc'));
    expect(trimmed).toContain(`<style data-emotion="css-global ${firstPaintName('abc')}">`);
    expect(trimmed).not.toContain('data-emotion="css-global abc"');
  });

  it('keeps the keyframes its animations name, directly or through a token, and drops the rest', () => {
    const html =
      '<style data-emotion="css-global k">@layer base{@keyframes spin{0%{rotate:0deg}100%{rotate:360deg}}' +
      '@keyframes fade-in{from{opacity:0}to{opacity:1}}@keyframes pulse{50%{opacity:0.5}}' +
      '@keyframes bounce{50%{animation-timing-function:ease}}}' +
      '@layer tokens{:where(html){--chakra-animations-spin:spin 1s linear infinite;--chakra-animations-pulse:pulse 2s infinite}}</style>' +
      '<style data-emotion="css 2y">.css-2y{animation:var(--chakra-animations-spin)}.css-3z{animation-name:fade-in, scale-in}</style>';
    const trimmed = withFirstPaintGlobals(html);
    expect(trimmed).toContain('@keyframes spin{0%{rotate:0deg}100%{rotate:360deg}}');
    expect(trimmed).toContain('@keyframes fade-in{from{opacity:0}to{opacity:1}}');
    expect(trimmed).not.toContain('@keyframes pulse');
    expect(trimmed).not.toContain('@keyframes bounce');
    expect(trimmed).not.toContain('--chakra-animations-pulse');
    expect(trimmed).toContain('@layer base{@keyframes spin');
  });

  it('leaves a page without a tokens layer as it is', () => {
    const html = '<style data-emotion="css-global q">@layer reset{a{color:red}}</style><p>Hi</p>';
    expect(withFirstPaintGlobals(html)).toBe(html);
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
    const { declared, referred } = variables(withFirstPaintGlobals(html));
    const undeclared = [...referred].filter((name) => whole.declared.has(name) && !declared.has(name));
    expect(undeclared).toEqual([]);
    expect(declared.size).toBeLessThan(whole.declared.size / 3);
  });

  it("keeps the keyframes of a spinner drawn with the site's system, and drops the others", () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <Spinner />
      </ChakraProvider>,
    );
    const keyframes = (text: string) => [...text.matchAll(/@keyframes ([\w-]+)/g)].map((match) => match[1]);
    expect(keyframes(html).length).toBeGreaterThan(10);
    expect(keyframes(withFirstPaintGlobals(html))).toEqual(['spin']);
  });
});
