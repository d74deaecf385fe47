// Chakra's styles go through Emotion, whose default cache runs stylis' prefixer: every flex, transform,
// keyframes block and ::placeholder rule written again with -webkit-, -moz- and -ms- for browsers the
// site cannot run in anyway (its scripts target ES2022: Chrome 94, Safari 16.4, Firefox 93 and later).
// That was a quarter of each page's CSS (19-21 KB), and bytes that pushed portal pages past what a new
// connection's first round trip carries (README, performance). This cache prefixes only the
// properties one of those browsers still reads only with -webkit-.
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Unprefixed too late for the supported browsers (MDN's compatibility data). */
export const WEBKIT_STILL_NEEDED: ReadonlySet<string> = new Set([
  'user-select', // Safari
  'backdrop-filter', // Safari before 18
  'background-clip', // `text`: Chrome before 120
  'box-decoration-break', // Chrome
  'hyphens', // Safari before 17
  'mask', // Chrome before 120
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'print-color-adjust', // Chrome
  'text-size-adjust', // Safari
]);

/** A stylis step: a declaration of one of those properties goes out twice, prefixed first. */
export const prefixWhatIsStillNeeded: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_STILL_NEEDED.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

const STYLIS_PLUGINS = [prefixWhatIsStillNeeded];

/**
 * The key stays Emotion's default 'css': the browser's cache finds the server's <style data-emotion="css
 * ..."> tags by it, so the styles a page came with are not inserted again.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
