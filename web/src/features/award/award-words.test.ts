import { describe, expect, it } from 'vitest';
import { award, statementBids } from './award-fixtures';
import { amountText, aocFacts, awardableBids, estimateText, rankText } from './award-words';

describe('the award in words', () => {
  it('writes paise exactly with Indian grouping, past 2^53 too', () => {
    expect(amountText('96000000')).toBe('₹9,60,000.00');
    expect(amountText('900719925474099312')).toBe('₹9,00,71,99,25,47,40,993.12');
  });

  it('marks ties and leaves a flagged cover unranked', () => {
    expect(statementBids.map(rankText)).toEqual(['L1', 'L2 (tie)', 'L2 (tie)', 'Not ranked']);
  });

  it('says above or below the estimate', () => {
    expect(estimateText('4.2')).toBe('4.2% above the estimate');
    expect(estimateText('+4.2')).toBe('4.2% above the estimate');
    expect(estimateText('-3.0')).toBe('3.0% below the estimate');
    expect(estimateText('0.0')).toBe('At the estimate');
    expect(estimateText(null)).toBe('No estimate');
  });

  it('offers only ranked, unflagged bids for the award', () => {
    expect(awardableBids(statementBids).map((bid) => bid.bidder_name)).toEqual([
      'Shree Builders',
      'Konkan Works',
      'Sahyadri Infra',
    ]);
  });

  it('lists the AOC facts', () => {
    expect(aocFacts(award).map((fact) => [fact.term, fact.value])).toEqual([
      ['Awarded to', 'Konkan Works'],
      ['Amount', '₹9,90,000.00'],
      ['Rank', 'L2'],
      ['Date of award', expect.stringContaining('2026') as string],
      ['Bids received', '4 bids'],
    ]);
  });
});
