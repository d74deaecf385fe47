/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TenderListAnswer } from '@tender/shared/schemas/tender';
import { openPage, useBrowser } from '../support/browser';
import { getJson, stackUrl } from '../support/stack-url';

const browser = useBrowser();

async function h1(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 15_000 })) ?? '';
}

describe('every public page', () => {
  it.each([
    ['/', 'Construction tenders'],
    ['/about', 'About Us'],
    ['/faq', 'Frequently Asked Questions'],
    ['/blogs', 'Blogs'],
    ['/news-and-events', 'News and Events'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-conditions', 'Terms & Conditions'],
    ['/refund-policy', 'Refund Policy'],
    ['/contact-us', 'Contact'],
    ['/active-tenders', 'Active Tenders'],
    ['/closed-tenders', 'Closed Tenders'],
    ['/cancelled-tenders', 'Cancelled Tenders'],
    ['/retendered-tenders', 'Retendered Tenders'],
    ['/awarded-tenders', 'Results of Tenders'],
  ])('%s shows its heading, header and footer without errors', async (path, heading) => {
    const { page, consoleErrors } = await openPage(browser(), path);
    expect(await h1(page)).toContain(heading);
    await expect
      .poll(() => page.locator('footer').getByText('This website is for private use only.').isVisible())
      .toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('states the legal facts of the spec', async () => {
    const { page } = await openPage(browser(), '/privacy-policy');
    await h1(page);
    const privacy = await page.textContent('main');
    expect(privacy).toContain('November 26, 2026');
    expect(privacy).toMatch(/under (the age of )?13/);
    await page.goto(page.url().replace('/privacy-policy', '/refund-policy'));
    await h1(page);
    expect(await page.textContent('main')).toMatch(/all sales are final/i);
    await page.context().close();
  });
});

describe('home page', () => {
  it('shows open tenders, the upcoming block, claims and the contact section', async () => {
    const { page } = await openPage(browser(), '/');
    await page.getByText('Open for bids now').waitFor();
    const hero = page.locator('section', { has: page.getByText('Open for bids now') }).first();
    // Placeholders hold the space while the list loads; wait for the real cards.
    await hero.locator('a[href^="/tender/"]').first().waitFor();
    const heroCards = await hero.locator('a[href^="/tender/"]').count();
    expect(heroCards).toBeGreaterThan(0);
    expect(heroCards).toBeLessThanOrEqual(3);
    expect(await page.getByText('Upcoming Tenders', { exact: false }).first().isVisible()).toBe(true);
    for (const claim of ['3000+', '220+', '96', '7cr+ sqft']) {
      expect(await page.getByText(claim, { exact: true }).first().isVisible(), claim).toBe(true);
    }
    expect(await page.getByText('Any Query? Get in touch with us').isVisible()).toBe(true);
    await page.getByRole('link', { name: /FIND OUT MORE/i }).click();
    await page.waitForURL(/\/active-tenders$/);
    await page.context().close();
  });
});

describe('tender lists', () => {
  it('pages 3 cards at a time with Previous, Page x of y and Next', async () => {
    const { body } = await getJson('/api/v1/tenders/active_tenders');
    const total = TenderListAnswer.parse(body).data.length;
    const { page } = await openPage(browser(), '/active-tenders');
    const results = page.getByRole('region', { name: 'Tender results' });
    // Other test files publish tenders meanwhile, and the page's list may come from the read cache:
    // the page count is the page's own, so it is read from the page (more than one page either way).
    const first = page.getByText(/^Page 1 of \d+$/);
    await first.waitFor();
    const pages = Number((await first.innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(3);
    expect(pages).toBeGreaterThan(1);
    expect(await results.locator('a[href^="/tender/"]').count()).toBe(3);
    const pager = page.getByRole('navigation', { name: 'Tender pages' });
    // The first page has no page before it: Previous is text marked disabled, not a link.
    expect(await pager.getByRole('link', { name: 'Previous' }).count()).toBe(0);
    expect(await pager.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    await page.context().close();
  });

  it('filters by tender id and opens the details of a card', async () => {
    const { body } = await getJson('/api/v1/tenders/cancelled_tenders');
    const target = TenderListAnswer.parse(body).data[0]!;
    const { page } = await openPage(browser(), '/cancelled-tenders');
    // The list came with the page and its filter works at once: typed as a person does, no pointer move first.
    // (The header's search panel has a Tender ID field too.)
    const tenderId = page.getByRole('search', { name: 'Filter tenders' }).getByLabel('Tender ID');
    await tenderId.fill(target.tender_uid);
    await tenderId.press('Enter');
    const results = page.getByRole('region', { name: 'Tender results' });
    // The filter matches IDs containing what was typed (TST/90 finds TST/904305577 too): every card
    // shown contains it, and the target is there once.
    const shown = async () => {
      const ids = await results.getByText(/^Tender ID: /).allInnerTexts();
      const matching = ids.length > 0 && ids.every((text) => text.includes(target.tender_uid));
      return matching ? ids.filter((text) => text === `Tender ID: ${target.tender_uid}`).length : -1;
    };
    await expect.poll(shown, { timeout: 10_000 }).toBe(1);
    // Exact: a test tender "Test project 955953356" also contains the seeded "Test project 95".
    await results.getByRole('link', { name: target.project_name, exact: true }).click();
    await page.waitForURL(new RegExp(`/tender/${target.id}$`));
    // The list stays on screen while the details route loads, so wait for the new heading.
    await page.getByRole('heading', { level: 1, name: target.project_name }).waitFor();
    await page.context().close();
  });

  it('says so when no tender matches', async () => {
    const { page } = await openPage(browser(), '/active-tenders?tender_id=NO-SUCH-TENDER');
    await page.getByText('No tenders match your filters.').waitFor();
    await page.context().close();
  });
});

describe('tender details', () => {
  it('has the seven sections and downloads a document as a PDF', async () => {
    const { page } = await openPage(browser(), '/tender/1');
    await h1(page);
    for (const section of [
      'Basic Details',
      'Tender Fee Details',
      'EMD Fee Details',
      'Work Item Details',
      'Critical Dates',
      'Tenders Documents',
      'Tender Inviting Authority',
    ]) {
      // Each a native disclosure: its summary holds the section's heading.
      const toggle = page.locator('summary').filter({ has: page.getByRole('heading', { name: section, exact: true }) });
      expect(await toggle.isVisible(), section).toBe(true);
    }
    expect(
      await page
        .getByText(/₹[\d,]+\.\d\d/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(/IST$/).first().isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Notice Inviting Tender/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/Notice-Inviting-Tender\.pdf$/);
    await page.context().close();
  });

  it('collapses and opens a section by keyboard', async () => {
    const { page } = await openPage(browser(), '/tender/1');
    const heading = page.getByRole('heading', { name: 'Critical Dates', exact: true });
    const trigger = page.locator('summary').filter({ has: heading });
    const details = page.locator('details').filter({ has: trigger });
    const open = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
    // A native <details>: Enter on its summary toggles it, before the app is live or after.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(open, { timeout: 20_000 }).toBe(false);
    expect(await page.getByText('Bid opening date', { exact: true }).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(open).toBe(true);
    await page.context().close();
  });
});

describe('not found', () => {
  it.each(['/no-such-page', '/tender/999999', '/tender/abc'])(
    '%s shows PAGE NOT FOUND with a HOME link',
    async (path) => {
      const { page } = await openPage(browser(), path);
      await page.getByText('PAGE NOT FOUND').waitFor();
      const home = page.getByRole('link', { name: 'HOME', exact: true });
      expect(await home.getAttribute('href')).toBe('/');
      await page.context().close();
    },
  );
});

describe('contact form', () => {
  it('names every missing field, then sends, shows the success alert and clears the form', async () => {
    const { page } = await openPage(browser(), '/contact-us');
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    // No pointer move first: before the app is live the form posts itself (web/server/contact-post.ts)
    // and the page answers with the same messages; once live, the app answers.
    await form.getByRole('button', { name: /send/i }).click();
    for (const message of [
      'Please enter your name.',
      'Please enter your email.',
      'Please enter the subject.',
      'Please enter your phone.',
      'Please enter your message here.',
    ]) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('Your name').fill('Kavita Shinde');
    await form.getByLabel('Email').fill('kavita@example.com');
    await form.getByLabel('Subject').fill('Registration as a civil contractor');
    await form.getByLabel('Phone').fill('98220');
    await form.getByLabel('Message').fill('Please tell me which documents I need for the RCC category.');
    await form.getByRole('button', { name: /send/i }).click();
    await form.getByText('Mobile no. cannot be less than 10 digits').waitFor();
    await form.getByLabel('Phone').fill('9822012345');
    await form.getByRole('button', { name: /send/i }).click();
    await page.getByText('Your form is submitted successfully, we will contact you soon.').waitFor();
    expect(await form.getByLabel('Your name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    await page.context().close();
  });
});

describe('on a 360 px phone', () => {
  it('fits the screen and opens the menu', async () => {
    const { page } = await openPage(browser(), '/', {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.getByText('Open for bids now').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A native disclosure in the header: its summary is the menu button.
    await page.locator('header summary').filter({ hasText: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Contact' }).tap();
    await page.waitForURL(/\/contact-us$/);
    await page.context().close();
  });

  it('keeps the header at the top after scrolling 300 px', async () => {
    const { page } = await openPage(browser(), '/about');
    await h1(page);
    await page.mouse.wheel(0, 1200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(async () => (await nav.boundingBox())?.y ?? -1).toBeLessThan(80);
    await page.context().close();
  });
});

describe('when the service is unavailable', () => {
  it('shows the server message with Retry, and recovers once the API answers again', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const unavailable = {
      error: true,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    };
    // The API's own 503 for a stopped database is tested against a real DynamoDB Local
    // (service-unavailable.int.test.ts); here the browser sees that answer.
    await page.route('**/api/v1/tenders/active_tenders*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(unavailable) }),
    );
    await page.goto(stackUrl('/active-tenders'));
    // The page came with its list; once the visitor moves, the app asks the API again and is told.
    await page.mouse.move(400, 300);
    await page.getByText(unavailable.message).waitFor();
    await page.unroute('**/api/v1/tenders/active_tenders*');
    // The list the page came with stays on screen beside the message, so its pager says nothing about
    // the retry: wait for the retry's own answer, then for the page to drop the message.
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/v1/tenders/active_tenders') && response.ok(),
    );
    await page.getByRole('button', { name: /retry/i }).click();
    await answered;
    await page.getByText(/Page 1 of \d+/).waitFor();
    await expect.poll(() => page.getByText(unavailable.message).count()).toBe(0);
    await context.close();
  });
});
