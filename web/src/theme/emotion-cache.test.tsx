// @vitest-environment node
// The page's styles as the server writes them into its HTML, through the app's provider.
import { Box } from '@chakra-ui/react/box';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider';

/** The CSS of the page's style tags: Chakra's global ones, or the components' own. */
function stylesOf(html: string, kind: 'global' | 'components'): string {
  const tags = [...html.matchAll(/<style data-emotion="css(-global)? [^"]*">([^<]*)<\/style>/g)];
  return tags
    .filter(([, global]) => (kind === 'global') === Boolean(global))
    .map(([, , css]) => css)
    .join('');
}

describe("the app's Emotion cache", () => {
  const html = renderToString(
    <AppProvider>
      <Box display="flex" alignItems="center" userSelect="none" backdropFilter="blur(4px)" animation="spin 1s" />
    </AppProvider>,
  );
  const component = stylesOf(html, 'components');

  it('writes flex and alignment once, without -moz-, -ms- or old -webkit- copies', () => {
    expect(component).toContain('display:flex;align-items:center;');
    expect(component).not.toMatch(/-(moz|ms)-/);
    expect(component).not.toContain('-webkit-flex');
    expect(component).not.toContain('-webkit-box-align');
  });

  it('still prefixes what Safari reads only with -webkit-', () => {
    expect(component).toContain('-webkit-user-select:none;user-select:none;');
    expect(component).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });

  it("writes Chakra's keyframes once each and its ::placeholder (input hint) rule unprefixed", () => {
    const global = stylesOf(html, 'global');
    expect(global).toContain('@keyframes spin{0%{transform:rotate(0deg);}');
    expect(global).not.toContain('@-webkit-keyframes');
    expect(global).toContain('*::placeholder{');
    expect(global).not.toContain('::-webkit-input-placeholder');
  });
});
