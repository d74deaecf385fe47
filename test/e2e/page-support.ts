// Shared by the *.e2e.ts files: finding a form's controls by their labels, the console lines a test
// may ignore, the phone a test runs on, the files it uploads, and how a page looks before and after its
// app starts.
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { SAMPLE_JPEG, SAMPLE_PNG, samplePdf } from '../support/uploads';

export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Chromium logs every 4xx answer as a console error; the tests that expect none check the rest. */
export const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource/.test(line));

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The control labelled exactly `label` (a required field's label ends with a '*' hidden from readers). */
export function labelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
}

export async function fill(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await labelled(scope, label).fill(value);
}

export type Upload = { name: string; mimeType: string; buffer: Buffer };
export const jpeg = (name = 'photo.jpg'): Upload => ({ name, mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });
export const png = (name = 'certificate.png'): Upload => ({ name, mimeType: 'image/png', buffer: SAMPLE_PNG });
export const pdf = async (name = 'scan.pdf'): Promise<Upload> => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(await samplePdf(name)),
});

/**
 * Reloads `page` as a visitor would until `target` shows, within `withinMs`. For a public answer a
 * shared cache may keep (web/server/data-pages.ts: DATA_PAGE_SHARED_SECONDS, then served stale while
 * it is rendered again): the site promises the change within that freshness, not on the next reload.
 */
export async function reloadUntilVisible(page: Page, target: Locator, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    await page.reload();
    const left = deadline - Date.now();
    try {
      await target.waitFor({ timeout: Math.max(1000, Math.min(5000, left)) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/** The ids of the tender cards a list page shows, in order. */
export async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByRole('region', { name: 'Tender results' })
    .locator('a[href^="/tender/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/**
 * Holds the start of the app in `context` (the entry's import of the app) until the returned release:
 * a page then shows what the server drew, as a slow phone shows it before its app is live.
 */
export async function holdAppStart(context: BrowserContext): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await context.route(/\/assets\/boot-[^/]+\.js$/, (route) => (releasing ? route.continue() : held.push(route)));
  return async () => {
    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/**
 * A device whose clock reads `aheadMs` later than the server's: what a page renders at one time and
 * hydrates later looks like (a page read for hours, or across New Year). Anything a page draws from
 * the device's clock while hydrating then differs from the server's HTML (lib/use-page-now.ts).
 */
export const deviceClockAhead = (page: Page, aheadMs: number) =>
  page.addInitScript((ahead) => {
    const ServerDate = Date;
    class DeviceDate extends ServerDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(ServerDate.now() + ahead);
        else super(...(args as [string]));
      }
      static override now = () => ServerDate.now() + ahead;
    }
    globalThis.Date = DeviceDate as DateConstructor;
  }, aheadMs);

/** Waits until the app has hydrated the page (app/start/boot.tsx marks the root). */
export const appLive = (page: Page) => page.locator('#root[data-app="live"]').waitFor({ timeout: 20_000 });

/** What an element looks like, in the properties the design tokens set. */
export const LOOKS = [
  'color',
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-radius',
  'box-shadow',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'padding-top',
  'padding-left',
  'margin-top',
  'gap',
] as const;

/** Notes how every element of the page looks (run in the page, before the app starts). */
export function rememberLooks(properties: readonly string[]): void {
  const looks = new Map<Element, string>();
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(element);
    looks.set(element, properties.map((property) => style.getPropertyValue(property)).join('|'));
  }
  Object.assign(window, { looksBefore: looks });
}

/** The elements whose animation names keyframes no style sheet of the page holds (that animation never plays). */
export function animationsWithoutKeyframes(): string[] {
  const keyframes = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    const pending = Array.from(sheet.cssRules);
    for (let rule = pending.pop(); rule; rule = pending.pop()) {
      if (rule instanceof CSSKeyframesRule) keyframes.add(rule.name);
      else if ('cssRules' in rule) pending.push(...Array.from((rule as CSSGroupingRule).cssRules));
    }
  }
  const missing: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const names = getComputedStyle(element).animationName.split(/,\s*/);
    for (const name of names)
      if (name !== 'none' && !keyframes.has(name))
        missing.push(`${element.tagName.toLowerCase()}.${element.className}: ${name}`);
  }
  return missing.slice(0, 5);
}

/** The elements still on the page that look otherwise now than before the app started (but the focused one). */
export function changedLooks(properties: readonly string[]): string[] {
  const before = (window as unknown as { looksBefore: Map<Element, string> }).looksBefore;
  const changed: string[] = [];
  for (const [element, looked] of before) {
    // Emotion moves the style tags to the head as the app starts: not what a visitor sees.
    if (!document.body.contains(element) || element instanceof HTMLStyleElement || element === document.activeElement)
      continue;
    const style = getComputedStyle(element);
    const looks = properties.map((property) => style.getPropertyValue(property)).join('|');
    if (looks !== looked) changed.push(`${element.tagName.toLowerCase()}.${element.className}: ${looked} -> ${looks}`);
  }
  return changed.slice(0, 5);
}
