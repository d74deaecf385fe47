import { SITE } from '@tender/shared/constants';
import type { Mail } from '../../platform/mail';

// The house layout of every mail: paragraphs, one link as a button, a closing line and the
// consultancy's name and address, as plain text and HTML (every typed value HTML-escaped).

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

function html(title: string, paragraphs: MailParagraph[], link: { href: string; label: string }, after?: string) {
  const body = paragraphs.map(htmlParagraph).join('\n');
  const closing = after === undefined ? '' : `<p style="${smallStyle}">${escapeHtml(after)}</p>\n`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${body}
<p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 18px; background: #c05621; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(link.label)}</a></p>
<p style="${smallStyle}">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
${closing}<p style="${smallStyle}">${escapeHtml(SITE.name)}, ${escapeHtml(SITE.address)}</p>
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

function text(paragraphs: MailParagraph[], href: string, after?: string): string {
  const closing = after === undefined ? [] : [after, ''];
  return [...textParagraphs(paragraphs), '', href, '', ...closing, `${SITE.name}, ${SITE.address}`].join('\n');
}

/** A mail of paragraphs, one link as a button, and a closing line; the title is the subject unless given. */
export function linkMail(mail: {
  to: string;
  subject: string;
  title?: string;
  paragraphs: MailParagraph[];
  link: { href: string; label: string };
  after?: string;
}): Mail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: text(mail.paragraphs, mail.link.href, mail.after),
    html: html(mail.title ?? mail.subject, mail.paragraphs, mail.link, mail.after),
  };
}
