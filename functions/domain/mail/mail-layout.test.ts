import { SITE } from '@tender/shared/constants';
import { describe, expect, it } from 'vitest';
import { linkMail } from './mail-layout';

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
