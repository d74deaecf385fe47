import { describe, expect, it } from 'vitest';
import { clarificationAnsweredMail } from './clarification-mail';

const input = {
  to: 'bidder@example.com',
  name: 'Bidder & Sons',
  tender: { tender_uid: 'PPC/2026/0007', project_name: 'Ring road <phase 2>' },
  question: 'Is <b>steel</b> supplied?\nAnd cement?',
  answer: 'No: the contractor supplies both.',
  link: 'https://tenders.example.com/tender/7',
};

describe('clarificationAnsweredMail', () => {
  it('carries the question, the answer and the tender link, the subject naming the tender', () => {
    const mail = clarificationAnsweredMail(input);
    expect(mail).toMatchObject({ to: input.to, subject: 'Clarification answered: tender PPC/2026/0007' });
    for (const part of [input.question, input.answer, input.link, 'Hello Bidder & Sons,']) {
      expect(mail.text).toContain(part);
    }
  });

  it('escapes typed text in the HTML part and keeps its line breaks', () => {
    const { html } = clarificationAnsweredMail(input);
    expect(html).toContain('Is &#60;b&#62;steel&#60;/b&#62; supplied?<br>And cement?');
    expect(html).toContain('Ring road &#60;phase 2&#62;');
    expect(html).not.toContain('<b>steel</b>');
  });
});
