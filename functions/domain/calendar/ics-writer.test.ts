import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeCalendar, type CalendarEvent } from './ics-writer';

const event = (changes: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'tender-7-bid-submission-end@example.com',
  sequence: 2,
  lastModified: new Date('2030-01-10T05:00:00Z'),
  start: new Date('2030-02-01T11:30:00Z'),
  minutes: 0,
  summary: 'Bid submission ends: PMC/2030/7',
  description: 'Ring road; phase 2, pune\nTender ID PMC/2030/7',
  url: 'https://example.com/tender/7',
  ...changes,
});

describe('the iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets, continuation lines starting with a space, never inside a character', () => {
    const long = `SUMMARY:${'ब'.repeat(60)}`; // 3 octets each
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(' ')).toBe(true);
    }
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes UTC times', () => {
    expect(utcStamp(new Date('2030-02-01T17:00:00+05:30'))).toBe('20300201T113000Z');
  });

  it('writes a calendar that a calendar library reads back unchanged', () => {
    const summary = `${'Very long project name, with commas; and semicolons '.repeat(3)}`;
    const text = writeCalendar({
      productId: '-//Test//Calendar//EN',
      name: 'My tenders',
      stamp: new Date('2030-01-15T00:00:00Z'),
      events: [event({ summary }), event({ uid: 'tender-7-opening@example.com', minutes: 30 })],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(2);
    const [first, second] = events as [ICAL.Event, ICAL.Event];
    expect(first.uid).toBe('tender-7-bid-submission-end@example.com');
    expect(first.summary).toBe(summary);
    expect(first.description).toBe('Ring road; phase 2, pune\nTender ID PMC/2030/7');
    expect(first.sequence).toBe(2);
    expect(first.startDate.toJSDate().toISOString()).toBe('2030-02-01T11:30:00.000Z');
    expect(second.endDate.toJSDate().toISOString()).toBe('2030-02-01T12:00:00.000Z');
    expect(first.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2030-01-15T00:00:00Z');
  });
});
