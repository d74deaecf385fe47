import { SITE } from '@tender/shared/constants';
import type { Mail } from '../../platform/mail';

// The house layout of every mail: the site's logo, paragraphs, one link as a button, a closing
// line and the consultancy's name and office address, as plain text and HTML (every typed value
// HTML-escaped). The brand (logo, address, the site URL of links) comes from the settings when the
// mail is sent (send-mail.ts lays it out again with `withBrand`); built here, SITE's values stand in.

/** What a mail shows of the site (functions/domain/mail/mail-brand.ts builds it from the settings). */
export type MailBrand = {
  siteName: string;
  address: string;
  /** An absolute URL of the logo (HTML only); none: no logo. */
  logoUrl?: string;
  /** Moves a link to the site onto the site URL the Admin set. */
  siteLink?: (href: string) => string;
};

const DEFAULT_BRAND: MailBrand = { siteName: SITE.name, address: SITE.address };

/** A laid-out mail that can be laid out again with another brand. */
export type BrandableMail = Mail & { relayout: (brand: MailBrand) => Pick<Mail, 'text' | 'html'> };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Text someone typed (a question, an answer, a remark), quoted as written, line breaks kept. */
export type QuotedText = { heading?: string; quote: string };
export type MailParagraph = string | QuotedText;

const quoteStyle = 'margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #c05621;';
const smallStyle = 'font-size: 13px; color: #4a5568;';

function htmlParagraph(paragraph: MailParagraph): string {
  if (typeof paragraph === 'string') return `<p>${escapeHtml(paragraph)}</p>`;
  const heading = paragraph.heading ? `<h2 style="font-size: 16px;">${escapeHtml(paragraph.heading)}</h2>\n` : '';
  const quote = escapeHtml(paragraph.quote).replace(/\r?\n/g, '<br>');
  return `${heading}<blockquote style="${quoteStyle}">${quote}</blockquote>`;
}

const logoHtml = (brand: MailBrand) =>
  brand.logoUrl
    ? `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.siteName)}" height="48" style="height: 48px; width: auto; border: 0;"></p>\n`
    : '';

function html(
  brand: MailBrand,
  title: string,
  paragraphs: MailParagraph[],
  link: { href: string; label: string },
  after?: string,
) {
  const body = paragraphs.map(htmlParagraph).join('\n');
  const closing = after === undefined ? '' : `<p style="${smallStyle}">${escapeHtml(after)}</p>\n`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5;">
${logoHtml(brand)}<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${body}
<p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 18px; background: #c05621; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(link.label)}</a></p>
<p style="${smallStyle}">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
${closing}<p style="${smallStyle}">${escapeHtml(brand.siteName)}, ${escapeHtml(brand.address)}</p>
</body></html>`;
}

// A quoted text may run over several lines, so in plain text it stands apart between blank lines
// (one blank line between two quotes, none doubled before the link's own).
function textParagraphs(paragraphs: MailParagraph[]): string[] {
  const gap = null;
  const lines = paragraphs.flatMap((paragraph) =>
    typeof paragraph === 'string'
      ? [paragraph]
      : [gap, ...(paragraph.heading ? [`${paragraph.heading}:`] : []), paragraph.quote, gap],
  );
  return lines
    .filter((line, index) => line !== gap || (index > 0 && index < lines.length - 1 && lines[index - 1] !== gap))
    .map((line) => line ?? '');
}

function text(brand: MailBrand, paragraphs: MailParagraph[], href: string, after?: string): string {
  const closing = after === undefined ? [] : [after, ''];
  return [...textParagraphs(paragraphs), '', href, '', ...closing, `${brand.siteName}, ${brand.address}`].join('\n');
}

/** A mail of paragraphs, one link as a button, and a closing line; the title is the subject unless given. */
export function linkMail(mail: {
  to: string;
  subject: string;
  title?: string;
  paragraphs: MailParagraph[];
  link: { href: string; label: string };
  after?: string;
}): BrandableMail {
  const relayout = (brand: MailBrand) => {
    const link = { ...mail.link, href: brand.siteLink?.(mail.link.href) ?? mail.link.href };
    return {
      text: text(brand, mail.paragraphs, link.href, mail.after),
      html: html(brand, mail.title ?? mail.subject, mail.paragraphs, link, mail.after),
    };
  };
  return { to: mail.to, subject: mail.subject, ...relayout(DEFAULT_BRAND), relayout };
}

const isBrandable = (mail: Mail): mail is BrandableMail =>
  typeof (mail as Partial<BrandableMail>).relayout === 'function';

/** The mail laid out with this brand (a mail not made by linkMail as it is); never carries `relayout` on. */
export function withBrand(mail: Mail, brand: MailBrand | undefined): Mail {
  if (!isBrandable(mail)) return mail;
  const { relayout, ...laidOut } = mail;
  return brand ? { ...laidOut, ...relayout(brand) } : laidOut;
}
