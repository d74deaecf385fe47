// The API answers a page rendered on the server holds (web/src/prerender), keyed as SWR keys them:
// the app starts with them as SWR's fallback, so hydration draws exactly what the HTML shows and SWR
// then revalidates in the background.

export type PageData = Record<string, unknown>;

/**
 * Not an API path: the account a signed-in page was rendered for (web/server/data-pages.ts), which
 * the route guards and the header draw until the app reads the stored session (lib/rendered-session.ts).
 */
export const SESSION_USER_KEY = 'session:user';

/**
 * Not an API path: when the server rendered the page (an ISO time). What the page draws from the clock
 * (a window open or closed, the footer's year) counts from it while the app hydrates, so hydration
 * draws what the HTML shows however long the visitor read first (lib/use-page-now.ts).
 */
export const PAGE_TIME_KEY = 'page:time';

/** The id of the data block a rendered page carries (app/start/own-page.ts moves it into a page it draws). */
export const PAGE_DATA_ID = 'page-data';

/** Characters that could end the script element early or be read as markup or a line break. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A JSON data block (never executed, so the site's CSP, script-src 'self', allows it) whose text
 * cannot close the element, whatever a tender's title says.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The data block of this document, when it has a well-formed one. */
export function readPageData(document: Document): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PageData) : undefined;
  } catch {
    return undefined;
  }
}
