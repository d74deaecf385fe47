import { SITE } from '@tender/shared/constants';
import { describe, expect, it } from 'vitest';
import { linkMail, withBrand, type MailBrand } from './mail-layout';

const link = { href: 'https://tenders.example.com/tender/7', label: 'View the tender' };

describe('linkMail', () => {
  it('sets typed text apart by blank lines in plain text, and quotes it escaped with its line breaks in HTML', () => {
    const mail = linkMail({
      to: 'a@example.com',
      subject: 'Clarification answered',
      paragraphs: [
        'Hello Asha,',
        { heading: 'Question', quote: 'Is <b>steel</b>\nsupplied?' },
        { quote: 'No.' },
        'Thanks.',
      ],
      link,
      after: 'Why you get this mail.',
    });
    expect(mail.text).toBe(
      [
        'Hello Asha,',
        '',
        'Question:',
        'Is <b>steel</b>\nsupplied?',
        '',
        'No.',
        '',
        'Thanks.',
        '',
        link.href,
        '',
        'Why you get this mail.',
        '',
        `${SITE.name}, ${SITE.address}`,
      ].join('\n'),
    );
    expect(mail.html).toContain('<h2 style="font-size: 16px;">Question</h2>\n<blockquote');
    expect(mail.html).toContain('>Is &#60;b&#62;steel&#60;/b&#62;<br>supplied?</blockquote>');
    expect(mail.html).not.toContain('<b>steel</b>');
  });

  it('leaves the closing line out when there is none, and needs no blank line before the link after a quote', () => {
    const mail = linkMail({
      to: 'a@example.com',
      subject: 'Returned',
      paragraphs: ['Hello,', { quote: 'Fix it.' }],
      link,
    });
    expect(mail.text).toBe(['Hello,', '', 'Fix it.', '', link.href, '', `${SITE.name}, ${SITE.address}`].join('\n'));
    expect(mail.html.match(/font-size: 13px/g)).toHaveLength(2);
  });
});

describe('withBrand: the site as the settings have it, when the mail is sent', () => {
  const brand: MailBrand = {
    siteName: SITE.name,
    address: 'Plot 7, Baner Road, Pune 411045',
    logoUrl: 'https://tenders.example.in/api/v1/site_logo/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60.png',
    siteLink: (href) => href.replace('https://tenders.example.com', 'https://tenders.example.in'),
  };
  const mail = linkMail({ to: 'a@example.com', subject: 'Returned', paragraphs: ['Hello,'], link });

  it('shows the logo (HTML only), the office address and links on the site URL', () => {
    const branded = withBrand(mail, brand);
    expect(branded.html).toContain(`<img src="${brand.logoUrl}" alt="${SITE.name}"`);
    expect(branded.html).toContain(`${SITE.name}, Plot 7, Baner Road, Pune 411045</p>`);
    expect(branded.html).toContain('href="https://tenders.example.in/tender/7"');
    expect(branded.html).not.toContain('tenders.example.com');
    expect(branded.text).toBe(
      ['Hello,', '', 'https://tenders.example.in/tender/7', '', `${SITE.name}, ${brand.address}`].join('\n'),
    );
    expect(branded).not.toHaveProperty('relayout');
  });

  it('escapes the brand, and leaves the mail as laid out when the settings could not be read', () => {
    const branded = withBrand(mail, { ...brand, address: '<b>Pune</b>', logoUrl: 'https://x.in/a.png?b="c"' });
    expect(branded.html).toContain('&#60;b&#62;Pune&#60;/b&#62;');
    expect(branded.html).toContain('src="https://x.in/a.png?b=&#34;c&#34;"');
    const unbranded = withBrand(mail, undefined);
    expect(unbranded).toEqual({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  });
});
