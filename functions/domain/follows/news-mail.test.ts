import { describe, expect, it } from 'vitest';
import { newsContent, tenderNewsMail, type TenderNews } from './news-mail';

const tender = { tender_uid: 'NMC/2026/0042', project_name: 'Ring road resurfacing' };

describe('the followers’ news mail', () => {
  it('says what happened for each kind of event, with a subject naming the tender', () => {
    const cases: [TenderNews, string, string][] = [
      [
        {
          kind: 'corrigendum',
          number: 2,
          reason: 'Quantities revised after the site visit',
          changes: [
            { label: 'EMD amount', kind: 'changed', before: '₹50,000', after: '₹75,000' },
            { label: 'Work item 4', kind: 'added', before: null, after: 'Kerb stones, 300 m' },
            { label: 'Work item 2', kind: 'removed', before: 'Fe500 steel', after: null },
          ],
          material: true,
          newBidSubmissionEnd: '2026-12-20T17:00:00+05:30',
        },
        'Corrigendum 2 to tender NMC/2026/0042',
        'EMD amount: ₹50,000 → ₹75,000\nWork item 4: added Kerb stones, 300 m\nWork item 2: removed (was Fe500 steel)',
      ],
      [
        { kind: 'clarification_answered', question: 'Is soil carted away?', answer: 'Yes, within 5 km.' },
        'Tender NMC/2026/0042: a question has been answered',
        'Yes, within 5 km.',
      ],
      [
        { kind: 'close', bidSubmissionEnd: '2026-12-20T17:00:00+05:30' },
        'Tender NMC/2026/0042 is closed for bids',
        'register of sealed bids',
      ],
      [{ kind: 'opening_done', cover: 'financial' }, 'Tender NMC/2026/0042: financial covers opened', 'opening record'],
      [
        { kind: 'award', winnerName: 'Deshmukh Infra', amountPaise: '1234500000' },
        'Tender NMC/2026/0042 is awarded',
        'Deshmukh Infra',
      ],
      [
        { kind: 'unsuccessful', reason: 'No qualified bid' },
        'Tender NMC/2026/0042 ended without an award',
        'No qualified bid',
      ],
      [{ kind: 'cancel', reason: 'Scope revised' }, 'Tender NMC/2026/0042 is cancelled', 'Scope revised'],
      [
        { kind: 'retender', newTenderUid: 'NMC/2026/0077' },
        'Tender NMC/2026/0042 is re-tendered as NMC/2026/0077',
        'Any EMD paid on NMC/2026/0042 is refunded',
      ],
    ];
    for (const [news, subject, said] of cases) {
      const mail = tenderNewsMail({ to: 'a@example.com', name: 'Asha', tender, news, link: 'https://site/tender/42' });
      expect(mail.subject, news.kind).toBe(subject);
      expect(mail.text, news.kind).toContain(said);
      expect(mail.text).toContain('https://site/tender/42');
      expect(mail.text).toContain('because you follow this tender');
    }
  });

  it('tells of re-confirmation only for a corrigendum a bid depends on', () => {
    const base = { kind: 'corrigendum', number: 1, reason: 'Typo in the title', changes: [] } as const;
    const says = (material: boolean) =>
      JSON.stringify(newsContent(tender, { ...base, material }).paragraphs).includes('must be submitted again');
    expect(says(true)).toBe(true);
    expect(says(false)).toBe(false);
  });
});
