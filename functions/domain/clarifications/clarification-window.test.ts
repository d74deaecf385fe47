import { describe, expect, it } from 'vitest';
import { clarificationWindowRefusal } from './clarification-window';

const tender = {
  clarification_start_date: '2026-12-05T10:00:00+05:30',
  clarification_end_date: '2026-12-15T17:00:00+05:30',
};
const window = '05 Dec 2026, 10:00 am IST to 15 Dec 2026, 05:00 pm IST';

describe('clarificationWindowRefusal', () => {
  it('takes questions from the start to the end, both included', () => {
    expect(clarificationWindowRefusal(tender, new Date('2026-12-05T04:30:00Z'))).toBeNull();
    expect(clarificationWindowRefusal(tender, new Date('2026-12-10T00:00:00Z'))).toBeNull();
    expect(clarificationWindowRefusal(tender, new Date('2026-12-15T11:30:00Z'))).toBeNull();
  });

  it('refuses before the start and after the end, naming the window in India time', () => {
    const early = clarificationWindowRefusal(tender, new Date('2026-12-05T04:29:59Z'));
    expect(early).toContain(window);
    expect(early).toContain('not opened yet');
    const late = clarificationWindowRefusal(tender, new Date('2026-12-15T11:30:01Z'));
    expect(late).toContain(window);
    expect(late).toContain('has closed');
  });

  it('refuses when the tender has no readable window', () => {
    expect(clarificationWindowRefusal({ ...tender, clarification_end_date: '' }, new Date())).toBe(
      'This tender does not take questions.',
    );
  });
});
