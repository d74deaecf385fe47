// The HTML document of a rendered page: the built index.html with the page's markup in its root,
// its own title, when the app starts (main.tsx), and the API answers it was rendered with.
import type { PrerenderedPage } from '@tender/shared/site-pages';
import { pageDataScript, SESSION_USER_KEY, type PageData } from '../lib/api/page-data';

export type RenderedPage = { html: string; title: string | undefined };

const EMPTY_ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `search` is the query string the page was rendered for: the entry hydrates only a page rendered for
 * the address it is at (a build-time page has none).
 */
export function pageDocument(
  template: string,
  page: RenderedPage,
  startsApp: PrerenderedPage['startsApp'],
  data?: PageData,
  search = '',
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT} to prerender into`);
  const withTitle = page.title
    ? template.replace(TEMPLATE_TITLE, `<title>${escapeHtml(page.title)}</title>`)
    : template;
  const renderedFor = search ? ` data-search="${escapeHtml(search)}"` : '';
  // Rendered with a visitor's session: the entry hydrates it only for that session (app/start/plan.ts).
  const session = data && SESSION_USER_KEY in data ? ' data-session=""' : '';
  const root = `<div id="root" data-prerendered="" data-starts-app="${startsApp}"${renderedFor}${session}>`;
  const dataBlock = data ? pageDataScript(data) : '';
  return withTitle.replace(EMPTY_ROOT, () => `${root}${page.html}</div>${dataBlock}`);
}
