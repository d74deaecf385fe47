// Chakra's global styles carry every design token as a CSS variable (454 of them, about 2.5 KB of each
// page's brotli) and every keyframes of its animations (31, about 0.5 KB), while a page's first screen
// uses a tenth of the tokens and one or two animations. A page whose document passes 14.6 KB, what a
// new connection's first round trip carries, waits one round trip more for its first paint (README,
// performance), so a rendered page keeps only the variables and keyframes its own styles and markup
// use. The app needs them all once it runs (a page it draws later uses others): the trimmed tag is
// renamed, so Emotion's <Global> finds no server tag of its own to adopt and inserts the whole set as
// it hydrates.

const TOKENS_LAYER = '@layer tokens{';
const GLOBAL_TAG = /<style data-emotion="css-global ([^" ]+)"([^>]*)>([^<]*)<\/style>/g;
const DECLARATION = /(--[^:;{}\s]+):([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[^,)\s]+)/g;
const KEYFRAMES = /@keyframes\s+([\w-]+)\s*\{/g;
// Where an animation's name can be written: the properties, and Chakra's animation tokens (`spin 1s linear infinite`).
const ANIMATION_VALUE = /(?:animation|animation-name|--chakra-animations-[\w-]+)\s*:([^;{}]*)/g;

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

/** `css` with its tokens layer holding only the variables the rest of the page (`page` of the rest) uses. */
function withUsedTokens(css: string, page: (css: string) => string): string {
  const start = css.indexOf(TOKENS_LAYER);
  if (start < 0) return css;
  const end = blockEnd(css, start + TOKENS_LAYER.length - 1);
  const layer = css.slice(start, end);
  const values = new Map([...layer.matchAll(DECLARATION)].map((match) => [match[1]!, match[2]!]));
  const used = usedVariables(page(css.slice(0, start) + css.slice(end)), values);
  const trimmed = layer.replace(DECLARATION, (declaration, variable: string) =>
    used.has(variable) ? declaration : '',
  );
  return css.slice(0, start) + trimmed + css.slice(end);
}

/** The names the page's animations use: every word of their values, so nothing used is missed. */
const animationNames = (text: string): Set<string> =>
  new Set([...text.matchAll(ANIMATION_VALUE)].flatMap((match) => match[1]!.match(/[\w-]+/g) ?? []));

/** `css` without the keyframes no animation of the page (`page` of the rest) names. */
function withUsedKeyframes(css: string, page: (css: string) => string): string {
  const blocks = [...css.matchAll(KEYFRAMES)].map((match) => ({
    name: match[1]!,
    start: match.index,
    end: blockEnd(css, match.index + match[0].length - 1),
  }));
  // Cut from the last to the first, so the earlier blocks' positions still hold.
  const without = (dropped: typeof blocks) =>
    dropped.reduceRight((text, block) => text.slice(0, block.start) + text.slice(block.end), css);
  const used = animationNames(page(without(blocks)));
  return without(blocks.filter((block) => !used.has(block.name)));
}

/** The page's HTML with Chakra's global styles holding only the tokens and keyframes the page uses. */
export function withFirstPaintGlobals(html: string): string {
  const tag = [...html.matchAll(GLOBAL_TAG)].find((match) => match[3]!.includes(TOKENS_LAYER));
  if (!tag) return html;
  const [whole, name, attributes, css] = tag as unknown as [string, string, string, string];
  const before = html.slice(0, tag.index);
  const after = html.slice(tag.index + whole.length);
  const page = (globals: string) => before + globals + after;
  const trimmed = withUsedKeyframes(withUsedTokens(css, page), page);
  return `${before}<style data-emotion="css-global ${firstPaintName(name)}"${attributes}>${trimmed}</style>${after}`;
}
