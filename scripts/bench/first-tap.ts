// The first tap: on a phone as Lighthouse's mobile preset makes one (412x823 at DPR 1.75,
// touch, CPU 4x slower, 150 ms round trip, 1.6 Mbps), a visitor loads a page, reads for 3 s and taps
// a control: how long until the control answers. A field answers when it has the focus and takes
// text; a section or a panel when it is open; a button that sends or a link when the page goes where
// it should (a navigation starts, or the app shows the form's errors). Median of 5, each on a fresh
// browser context (nothing cached), as a first visit is.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, resolveBenchChromium } from '../../test/support/chromium';
import { demoSession, PORTAL_FORMS, rememberedSessionCookie, type Session } from './lighthouse';

/** Google's "good" interaction to next paint. */
export const FIRST_TAP_BUDGET_MS = 200;
export const FIRST_TAP_RUNS = Number(process.env.BENCH_FIRST_TAP_RUNS ?? 5);
const READING_MS = 3000;
/** Past this the tap counts as lost: nothing answered it. */
const GIVE_UP_MS = 10_000;

type Answer = 'field' | 'opens' | 'goes';

export type Control = {
  page: string;
  name: string;
  answer: Answer;
  /**
   * Signed in as the demo Contractor: for the tab alone (sessionStorage: the page is a frame the app
   * fills in at load), or remembered (localStorage and the session cookie: the page comes rendered with
   * the visitor's data and starts the app at the first tap; shared/session-cookie.ts).
   */
  signedIn?: 'tab' | 'remembered';
  /** What the page needs before its control is there (run once, before the first run). */
  prepare?: (siteUrl: string, session: Session) => Promise<void>;
  find: (page: Page) => Locator;
};

export type TapResult = {
  page: string;
  name: string;
  medianMs: number | null;
  runsMs: (number | null)[];
  /** The control was not on the page (a list too short for a pager): nothing to tap. */
  absent?: boolean;
};

/** The control is not on the page at all: a fact about the page, not a lost tap. */
class AbsentControl extends Error {}

const filterForm = (page: Page) => page.locator('form[aria-label="Filter tenders"]');
/** A field by its label, which may end in the required mark. */
const byLabel = (label: string) => (page: Page) =>
  page
    .locator('main')
    .getByLabel(new RegExp(`^${label}\\s*\\*?$`))
    .first();
/** A section, answer or panel header: a <summary> (or a button that expands) with this text or name. */
const disclosure = (text: string) => (page: Page) =>
  page
    .locator(`summary:has-text("${text}"), [aria-label="${text}"], button[aria-expanded]:has-text("${text}")`)
    .first();
const FIELDS = 'input:not([type=hidden]):visible, select:visible, textarea:visible';
/** The first field a visitor fills in on the page's main form. */
const firstField = (page: Page) => page.locator('main form').locator(FIELDS).first();
/**
 * The bid's first field to type in (a rate): its editor saves each part by itself, with no one form
 * around them, and its first inputs are Chakra checkboxes (a 1 px input under a label).
 */
const firstBidField = (page: Page) =>
  page.locator('main').locator('input[type=text]:visible, input[inputmode]:visible, textarea:visible').first();

const LISTS = ['/active-tenders', '/closed-tenders', '/cancelled-tenders', '/retendered-tenders', '/awarded-tenders'];

/** Every public page's controls named here, and the first field of each portal page. */
export function controls(tenderId: number): Control[] {
  const list = LISTS[0]!;
  return [
    { page: '/', name: 'menu', answer: 'opens', find: disclosure('Open menu') },
    { page: '/', name: 'search toggle', answer: 'opens', find: disclosure('Search tenders') },
    { page: list, name: 'Tender ID', answer: 'field', find: byLabel('Tender ID') },
    { page: list, name: 'Bid end date', answer: 'field', find: byLabel('Bid end date') },
    { page: list, name: 'Tender category', answer: 'field', find: byLabel('Tender category') },
    { page: list, name: 'Work type', answer: 'field', find: byLabel('Work type') },
    {
      page: list,
      name: 'Search',
      answer: 'goes',
      find: (page) => filterForm(page).getByRole('button', { name: 'Search' }),
    },
    { page: list, name: 'Clear filters', answer: 'goes', find: (page) => page.getByText('Clear filters').first() },
    {
      page: list,
      name: 'pager: Next',
      answer: 'goes',
      find: (page) => page.locator('nav[aria-label="Tender pages"]').getByText('Next'),
    },
    ...LISTS.slice(1).map((other): Control => ({
      page: other,
      name: 'Tender ID',
      answer: 'field',
      find: byLabel('Tender ID'),
    })),
    {
      page: `/tender/${tenderId}`,
      name: 'section: Critical Dates',
      answer: 'opens',
      find: disclosure('Critical Dates'),
    },
    {
      page: `/tender/${tenderId}`,
      name: 'section: Tenders Documents',
      answer: 'opens',
      find: disclosure('Tenders Documents'),
    },
    {
      page: '/faq',
      name: 'first FAQ answer',
      answer: 'opens',
      find: (page) => page.locator('main summary, main button[aria-expanded]').first(),
    },
    ...['Your name', 'Email', 'Subject', 'Phone', 'Message'].map((label): Control => ({
      page: '/contact-us',
      name: label,
      answer: 'field',
      find: byLabel(label),
    })),
    {
      page: '/contact-us',
      name: 'Send',
      answer: 'goes',
      find: (page) => page.locator('form[aria-label="Send Us A Message"]').getByRole('button', { name: /Send/ }),
    },
    ...PORTAL_FORMS.map((portal): Control => ({
      page: portal,
      name: 'first field',
      answer: 'field',
      find: firstField,
    })),
    ...(['tab', 'remembered'] as const).flatMap((signedIn): Control[] => [
      { page: '/profile', name: `first field (${signedIn} session)`, answer: 'field', signedIn, find: firstField },
      {
        page: `/tenders/${tenderId}/bid`,
        name: `first field (${signedIn} session)`,
        answer: 'field',
        signedIn,
        find: firstBidField,
        // The bid's form is there once the bid is started (its first step is the "Start a bid" button).
        prepare: (siteUrl, session) => startDemoBid(siteUrl, session, tenderId),
      },
    ]),
  ];
}

/**
 * Watches, in the page, for the marked control to answer; resolves with the time (ms since the epoch)
 * it did, or null. Installed before the tap; it only listens, so it costs the page nothing until then.
 * Plain JavaScript in a string: the page runs it as it is (a transpiler's helpers would not be there).
 */
const WATCH_IN_PAGE = String.raw`(element, answer, giveUpMs) => {
  const now = () => performance.timeOrigin + performance.now();
  const startUrl = location.href;
  const answered = () => {
    if (answer === 'field') {
      return document.activeElement === element && element.matches(':enabled') && !element.readOnly;
    }
    if (answer === 'opens') {
      const details = element.closest('details');
      if (details) return details.open;
      if (element.getAttribute('aria-expanded') !== 'true') return false;
      const panel = document.getElementById(element.getAttribute('aria-controls') || '');
      return !panel || panel.checkVisibility();
    }
    // 'goes': the address changed (the app's navigation), or the app shows what stops the sending.
    const form = element.closest('form');
    return location.href !== startUrl || document.querySelector('[aria-invalid="true"]') !== null ||
      (form !== null && form.contains(document.activeElement) && document.activeElement !== element);
  };
  return new Promise((resolve) => {
    let finished = false;
    const observer = new MutationObserver(() => check());
    const done = (at) => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      document.removeEventListener('focusin', check, true);
      resolve(at);
    };
    const check = () => { if (answered()) done(now()); };
    observer.observe(document, { subtree: true, attributes: true, childList: true });
    document.addEventListener('focusin', check, true);
    const frame = () => { if (finished) return; check(); requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    setTimeout(() => done(null), giveUpMs);
  });
}`;

async function phoneContext(
  browser: Browser,
  siteUrl: string,
  signedIn?: { session: Session; kept: 'tab' | 'remembered' },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (signedIn) {
    const { session, kept } = signedIn;
    await context.addInitScript(
      ({ token, user, storage }) => {
        const store = storage === 'remembered' ? localStorage : sessionStorage;
        store.setItem('TOKEN', token);
        store.setItem('USER', user);
      },
      { ...session, storage: kept },
    );
    if (kept === 'remembered') await context.addCookies([rememberedSessionCookie(session, siteUrl)]);
  }
  return context;
}

/** Lighthouse's mobile preset: CPU 4x, 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function tapOnce(browser: Browser, siteUrl: string, control: Control, session?: Session): Promise<number | null> {
  const context = await phoneContext(
    browser,
    siteUrl,
    control.signedIn && session ? { session, kept: control.signedIn } : undefined,
  );
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${siteUrl}${control.page}`, { waitUntil: 'load', timeout: 60_000 });
    const target = control.find(page);
    const shown = await target.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    // A control below the fold is scrolled to first, as a visitor would (and a tap outside the
    // viewport reaches nothing); the reading time runs after that.
    if (shown) await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READING_MS);
    const box = shown ? await target.boundingBox() : null;
    if (!box) throw new AbsentControl(`${control.page} ${control.name}: not on the page`);
    // A navigation answers as it starts (the browser asks for the next document), before it lands.
    let navigatedAt: number | null = null;
    page.on('request', (request) => {
      if (navigatedAt === null && request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigatedAt = Date.now();
    });
    await target.evaluate((element) => element.setAttribute('data-first-tap', ''));
    const watching = page.evaluate(
      `(${WATCH_IN_PAGE})(document.querySelector('[data-first-tap]'), '${control.answer}', ${GIVE_UP_MS})`,
    ) as Promise<number | null>;
    const tappedAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const answeredAt = await watching.catch(() => null);
    const at = [answeredAt, navigatedAt].filter((value): value is number => value !== null);
    return at.length > 0 ? Math.max(0, Math.round(Math.min(...at) - tappedAt)) : null;
  } finally {
    await context.close();
  }
}

/** The demo Contractor's draft bid on this tender (a started bid is kept as it is: 409 is fine). */
async function startDemoBid(siteUrl: string, session: Session, tenderId: number): Promise<void> {
  const response = await fetch(`${siteUrl}/api/v1/tenders/${tenderId}/bids/start`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!response.ok && response.status !== 409) throw new Error(`starting the demo bid answered ${response.status}`);
}

const medianOf = (values: (number | null)[]): number | null => {
  // A lost tap (null) counts as the slowest.
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return sorted[sorted.length >> 1] ?? null;
};

/** A published tender open for bids: the first on the active list. */
export async function activeTenderId(siteUrl: string): Promise<number> {
  const html = await (await fetch(`${siteUrl}/active-tenders`)).text();
  const id = /href="\/tender\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('no tender on /active-tenders to measure');
  return Number(id);
}

const shown = (ms: number | null) => (ms === null ? 'lost' : String(ms));

export async function measureFirstTaps(siteUrl: string, only?: (control: Control) => boolean): Promise<TapResult[]> {
  const { executablePath } = await resolveBenchChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const session = await demoSession(siteUrl);
    const results: TapResult[] = [];
    for (const control of controls(await activeTenderId(siteUrl)).filter(only ?? (() => true))) {
      const runsMs: (number | null)[] = [];
      let absent = false;
      await control.prepare?.(siteUrl, session);
      for (let run = 0; run < FIRST_TAP_RUNS && !absent; run += 1) {
        try {
          runsMs.push(await tapOnce(browser, siteUrl, control, session));
        } catch (error) {
          absent = error instanceof AbsentControl;
          console.log(`  ${control.page} ${control.name}: ${(error as Error).message.split('\n')[0]}`);
          if (!absent) runsMs.push(null);
        }
      }
      results.push({ page: control.page, name: control.name, medianMs: medianOf(runsMs), runsMs, absent });
      // As it goes: a long run shows what it has so far.
      console.log(
        `  first tap ${control.page} ${control.name}: ${absent ? 'not on the page' : runsMs.map(shown).join(', ')}`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The README's table. */
export function firstTapTable(results: readonly TapResult[]): string {
  const lines = [
    `| page | control | first tap to answer, ms (median of ${FIRST_TAP_RUNS}) | runs |`,
    '|---|---|---|---|',
  ];
  for (const row of results) {
    if (row.absent) {
      lines.push(`| ${row.page} | ${row.name} | not on the page | |`);
      continue;
    }
    const over = row.medianMs === null || row.medianMs > FIRST_TAP_BUDGET_MS ? ' (over)' : '';
    lines.push(`| ${row.page} | ${row.name} | ${shown(row.medianMs)}${over} | ${row.runsMs.map(shown).join(', ')} |`);
  }
  return lines.join('\n');
}

// `npx tsx scripts/bench/first-tap.ts [site-url] [page...]`: against a stack that is already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [siteUrl = 'http://localhost:3000', ...pages] = process.argv.slice(2);
  const results = await measureFirstTaps(siteUrl, pages.length > 0 ? (c) => pages.includes(c.page) : undefined);
  console.log(firstTapTable(results));
}
