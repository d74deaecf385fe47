// Chakra's global styles carry every design token as a CSS variable (454 of them, about 2.5 KB of each
// page's brotli), while a page's first screen uses a tenth. A page whose document passes 14.6 KB, what
// a new connection's first round trip carries, waits one round trip more for its first paint (README,
// performance), so a rendered page keeps only the variables its own styles and markup use. The app
// needs them all once it runs (a page it draws later uses others): the trimmed tag is renamed, so
// Emotion's <Global> finds no server tag of its own to adopt and inserts the whole set as it hydrates.

const TOKENS_LAYER = '@layer tokens{';
const GLOBAL_TAG = /<style data-emotion="css-global ([^" ]+)"([^>]*)>([^<]*)<\/style>/g;
const DECLARATION = /(--[^:;{}\s]+):([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[^,)\s]+)/g;

/** The name a trimmed tag is given: not its Emotion name, so the app does not take it for the whole set. */
export const firstPaintName = (name: string) => `${name}-first-paint`;

/** Where the block opened at `open` (its `{`) ends, just past its `}`: braces counted. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) return at + 1;
  }
  return css.length;
}

const referencesIn = (text: string): string[] => [...text.matchAll(REFERENCE)].map((match) => match[1]!);

/** The variables `text` uses, with those their values use in turn. */
function usedVariables(text: string, values: ReadonlyMap<string, string>): Set<string> {
  const used = new Set<string>();
  const pending = referencesIn(text);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...referencesIn(values.get(name) ?? ''));
  }
  return used;
}

/** The page's HTML with the tokens layer holding only the variables the page uses. */
export function withFirstPaintTokens(html: string): string {
  const tag = [...html.matchAll(GLOBAL_TAG)].find((match) => match[3]!.includes(TOKENS_LAYER));
  if (!tag) return html;
  const [whole, name, attributes, css] = tag as unknown as [string, string, string, string];
  const start = css.indexOf(TOKENS_LAYER);
  const end = blockEnd(css, start + TOKENS_LAYER.length - 1);
  const layer = css.slice(start, end);
  const values = new Map([...layer.matchAll(DECLARATION)].map((match) => [match[1]!, match[2]!]));
  const tagAt = tag.index;
  const rest = html.slice(0, tagAt) + css.slice(0, start) + css.slice(end) + html.slice(tagAt + whole.length);
  const used = usedVariables(rest, values);
  const trimmed = layer.replace(DECLARATION, (declaration, variable: string) =>
    used.has(variable) ? declaration : '',
  );
  const renamed = `<style data-emotion="css-global ${firstPaintName(name)}"${attributes}>${css.slice(0, start)}${trimmed}${css.slice(end)}</style>`;
  return html.slice(0, tagAt) + renamed + html.slice(tagAt + whole.length);
}
