// A signed-in page opened in a tab whose session is its own (sessionStorage, which no request carries)
// comes from the server as the page's frame, which the app would fill in at load: React and Chakra's
// runtime styling on a phone's CPU, some 400-700 ms of blocking before the visitor sees their data.
// Instead the entry asks the server for the page again with the tab's session in a header, and puts
// what it rendered in the frame's place: then the page is what a remembered visitor gets (their data
// drawn from HTML, the app started at their first tap; web/server/data-pages.ts). A page drawn frame
// first (shared/site-pages.ts, `frameFirst`) comes to a remembered visitor the same way. Kept to the
// entry's few imports: it runs before the app has loaded.
import { SESSION_HEADER } from '@tender/shared/session-cookie';
import { PAGE_DATA_ID } from '../../lib/api/page-data';
import { afterPaint, nextTask } from './timing';

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
  const rendered = await parseInSlices(html);
  const root = rendered.getElementById('root');
  if (!root?.hasAttribute('data-session')) return false;
  for (const { name } of [...container.attributes]) if (name !== 'id') container.removeAttribute(name);
  for (const { name, value } of [...root.attributes]) container.setAttribute(name, value);
  container.replaceChildren();
  await moveInParts(root, container);
  const data = rendered.getElementById(PAGE_DATA_ID);
  document.getElementById(PAGE_DATA_ID)?.remove();
  if (data) container.after(document.adoptNode(data));
  document.title = rendered.title;
  return true;
}

/**
 * Elements put in place a frame. Styling and laying out the demo profile's 440 at once took 100-165 ms
 * of a phone's CPU (Lighthouse's 4x slowdown) in one task; a part this size, a quarter of that.
 */
const ELEMENTS_A_FRAME = 120;

const elementsIn = (node: Node) => (node instanceof Element ? node.getElementsByTagName('*').length + 1 : 0);

/**
 * Moves `from`'s children into `to` a part a frame, the page's top first, so the browser styles and
 * lays out each part in a task of its own: the same nodes end where they were, as hydration needs.
 */
async function moveInParts(from: Node, to: Node): Promise<void> {
  let moved = 0;
  const place = async (node: Node, parent: Node): Promise<void> => {
    const size = elementsIn(node);
    if (moved > 0 && moved + size > ELEMENTS_A_FRAME) {
      await afterPaint();
      moved = 0;
    }
    if (size <= ELEMENTS_A_FRAME) {
      parent.appendChild(document.adoptNode(node));
      moved += size;
      return;
    }
    // Too large for one part: the element goes in empty, its children after it, part by part.
    const children = [...node.childNodes];
    (node as Element).replaceChildren();
    parent.appendChild(document.adoptNode(node));
    moved += 1;
    for (const child of children) await place(child, node);
  };
  for (const child of [...from.childNodes]) await place(child, to);
}

/** Characters of HTML parsed in one task: about 10 ms on a phone (the 117 KB profile took 55-95 ms in one). */
const SLICE = 16_384;

/**
 * `html` as an inert document (no browsing context: nothing in it runs or loads), parsed a slice a
 * task, so a tap meanwhile is answered between them.
 */
async function parseInSlices(html: string): Promise<Document> {
  const parsed = document.implementation.createHTMLDocument('');
  parsed.open();
  for (let at = 0; at < html.length; at += SLICE) {
    parsed.write(html.slice(at, at + SLICE));
    await nextTask();
  }
  parsed.close();
  return parsed;
}
