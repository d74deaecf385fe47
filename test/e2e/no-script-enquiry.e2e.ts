/// <reference lib="dom" />
// JavaScript disabled: the contact form posts itself to /contact-us (the web
// server's form endpoint, web/server/contact-post.ts), which sends the enquiry to the API and answers
// with the page; a post from another site is refused and nothing is stored.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactMessages } from '@tender/shared/messages';
import type { AdminContactAnswer, AdminContactListAnswer } from '@tender/shared/schemas/contacts-admin';
import { tokenOf } from '../api/admin-support';
import { call } from '../support/api-call';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl, viewerHeaders } from '../support/stack-url';

const browser = useBrowser();

/** Without script, each test as a visitor of its own (the API limits enquiries per address). */
const noScript = () => ({ javaScriptEnabled: false, extraHTTPHeaders: viewerHeaders() }) as const;
const tag = () => Math.random().toString(36).slice(2, 8);

const enquiry = (subject: string) => ({
  'Your name': 'Kavita Shinde',
  Email: 'kavita@example.com',
  Subject: subject,
  Phone: '9822012345',
  Message: 'Please tell me which documents I need for the RCC category.',
});

async function fillForm(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Send Us A Message' });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
  return form;
}

async function enquiriesWithSubject(subject: string): Promise<AdminContactListAnswer['data']> {
  const { body } = await call<AdminContactListAnswer>('GET', '/admin/contacts', { token: await tokenOf('Admin') });
  return body.data.filter((row) => row.subject === subject);
}

describe('the contact form without JavaScript', () => {
  it("sends an enquiry: SPEC's success text, its reference, and the enquiry is stored", async () => {
    const subject = `No-script enquiry ${tag()}`;
    const { page } = await openPage(browser(), '/contact-us', noScript());
    const form = await fillForm(page, enquiry(subject));
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/contact-us\?sent=ENQ-\d+$/);
    const notice = page.getByRole('status');
    await notice.getByText(contactMessages.success).waitFor();
    const reference = new URL(page.url()).searchParams.get('sent')!;
    expect(await notice.textContent()).toContain(contactMessages.reference(reference));
    // The page the visitor lands on is a fresh form.
    expect(await form.getByLabel('Subject').inputValue()).toBe('');

    const id = Number(reference.replace(/^ENQ-0*/, ''));
    const stored = await call<AdminContactAnswer>('GET', `/admin/contacts/${id}`, { token: await tokenOf('Admin') });
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ subject, email: 'kavita@example.com', phone: '9822012345' });
    await page.context().close();
  });

  it("shows SPEC's message beside an invalid email and keeps what was typed; nothing is stored", async () => {
    const subject = `No-script invalid ${tag()}`;
    const { page } = await openPage(browser(), '/contact-us', noScript());
    const form = await fillForm(page, { ...enquiry(subject), Email: 'kavita.example.com' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(contactMessages.emailInvalid).waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Email').inputValue()).toBe('kavita.example.com');
    expect(await form.getByLabel('Subject').inputValue()).toBe(subject);
    expect(await form.getByLabel('Message').inputValue()).toBe(enquiry(subject).Message);
    expect(await enquiriesWithSubject(subject)).toEqual([]);
    // Corrected and sent again from the answered page (it carries a new token), it goes through.
    await form.getByLabel('Email').fill('kavita@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/contact-us\?sent=ENQ-\d+$/);
    expect(await enquiriesWithSubject(subject)).toHaveLength(1);
    await page.context().close();
  });

  it('refuses a cross-site post with 403 and stores nothing, even with a valid token', async () => {
    const subject = `Cross-site ${tag()}`;
    const { page } = await openPage(browser(), '/contact-us', noScript());
    const token = await page.locator('input[name="formToken"]').inputValue();
    expect(token).not.toBe('');
    await page.context().close();
    const fields = {
      name: 'Mallory',
      email: 'm@example.com',
      subject,
      phone: '9822012345',
      message: 'Hi',
      formToken: token,
    };
    const send = (headers: Record<string, string>) =>
      fetch(stackUrl('/contact-us'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...viewerHeaders(), ...headers },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    expect((await send({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ referer: 'https://evil.example/page' })).status).toBe(403);
    // Neither Origin nor Referer: refused too.
    expect((await send({})).status).toBe(403);
    expect(await enquiriesWithSubject(subject)).toEqual([]);
    // The same post from the site itself is sent.
    const own = await send({ origin: new URL(stackUrl()).origin });
    expect(own.status).toBe(303);
    expect(await enquiriesWithSubject(subject)).toHaveLength(1);
  });
});
