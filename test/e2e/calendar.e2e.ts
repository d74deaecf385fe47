/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { calendarMessages as m } from '@tender/shared/calendar-messages';
import { contractor } from '../support/bidding';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { logIn } from './accounts-support';
import { PHONE, unexpected } from './page-support';

// The browser, at phone width: My Bids' "Add to your calendar" makes the private
// link, copies it, makes a new one (the field shows it), and the reminder toggles are saved.

const browser = useBrowser();
const twoHours = 'Mail me 2 hours before the deadline';

describe('the calendar and reminders on My Bids', () => {
  it('shows and copies the private link, replaces it, and saves the reminder toggles on a phone', async () => {
    const who = await contractor();
    const { page, consoleErrors } = await openPage(browser(), '/', {
      ...PHONE,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await logIn(page, who.email, who.password);
    await page.goto(stackUrl('/my-bids'));
    await page.getByRole('heading', { name: m.title }).waitFor();
    await page.getByText(m.noLink).waitFor();

    await page.getByRole('button', { name: m.makeLink }).click();
    await page.getByText(m.madeLink).waitFor();
    const field = page.getByRole('textbox', { name: 'Your calendar link' });
    const first = await field.inputValue();
    expect(first).toMatch(new RegExp(`/api/v1/calendar/${who.id}-1-[A-Za-z0-9_-]{43}\\.ics$`));
    await page.getByText(m.googleHint).waitFor();
    await page.getByText(m.outlookHint).waitFor();

    await page.getByRole('button', { name: m.copy }).click();
    await page.getByText(m.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.getByRole('button', { name: m.newLink }).click();
    await expect.poll(() => field.inputValue()).toMatch(new RegExp(`/calendar/${who.id}-2-`));

    const toggle = page.getByRole('checkbox', { name: twoHours });
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText(twoHours).click();
    await page.getByText(m.remindersSaved).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: m.title }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: twoHours }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Mail me 24 hours before the deadline' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Your calendar link' }).inputValue()).toMatch(
      new RegExp(`/calendar/${who.id}-2-`),
    );
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  }, 60_000);
});
