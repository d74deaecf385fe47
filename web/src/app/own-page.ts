// A signed-in page opened in a tab whose session is its own (sessionStorage, which no request carries)
// comes from the server as the page's frame, which the app would fill in at load: React and Chakra's
// runtime styling on a phone's CPU, some 400-700 ms of blocking before the visitor sees their data.
// Instead the entry asks the server for the page again with the tab's session in a header, and puts
// what it rendered in the frame's place: then the page is what a remembered visitor gets (their data
// drawn from HTML, the app started at their first tap; web/server/data-pages.ts). Kept to the entry's
// few imports: it runs before the app has loaded.
import { SESSION_HEADER } from '@tender/shared/session-cookie';
import { PAGE_DATA_ID } from '../lib/api/page-data';

/** Past this the app fills the frame in as before: a slow answer must not keep the page empty. */
const ASK_TIMEOUT_MS = 4000;

/**
 * Puts in `container` this address's page as the server renders it for `token`. False, and nothing
 * changed, when it could not: no answer in time, or the server drew the frame again (an expired token,
 * an unverified account: the app then does what it does on any page).
 */
export async function drawOwnPage(container: HTMLElement, token: string): Promise<boolean> {
  let html: string;
  try {
    const response = await fetch(`${location.pathname}${location.search}`, {
      headers: { [SESSION_HEADER]: token, Accept: 'text/html' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    if (response.status !== 200) return false;
    html = await response.text();
  } catch {
    return false;
  }
  const rendered = new DOMParser().parseFromString(html, 'text/html');
  const root = rendered.getElementById('root');
  if (!root?.hasAttribute('data-session')) return false;
  // Parsed in one task, drawn in the next: two shorter tasks, so a tap meanwhile is answered sooner.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const { name } of [...container.attributes]) if (name !== 'id') container.removeAttribute(name);
  for (const { name, value } of [...root.attributes]) container.setAttribute(name, value);
  container.replaceChildren(...[...root.childNodes].map((node) => document.adoptNode(node)));
  const data = rendered.getElementById(PAGE_DATA_ID);
  document.getElementById(PAGE_DATA_ID)?.remove();
  if (data) container.after(document.adoptNode(data));
  document.title = rendered.title;
  return true;
}
