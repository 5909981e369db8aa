import { describe, expect, it } from 'vitest';
import { dateFormats } from './dateFormats.ts';

const AT = '2026-03-02T10:15:00Z';

describe('dateFormats', () => {
  it('writes the short format as year, short month and day, without a time', () => {
    const short = dateFormats('en').short(AT);
    expect(short).toMatch(/Mar/);
    expect(short).toMatch(/2026/);
    expect(short).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('adds the weekday and the time in the long format', () => {
    const long = dateFormats('en').long(AT);
    expect(long).toMatch(/Monday/);
    expect(long).toMatch(/\d{1,2}:15/);
    expect(dateFormats('de').long(AT)).toMatch(/Montag/);
    expect(dateFormats('el').short(AT)).toMatch(/2026/);
  });

  it('tells two moments of one day apart by their time, in the short format', () => {
    const formats = dateFormats('en');
    const morning = formats.dateTime('2026-03-02T08:05:00Z');
    const evening = formats.dateTime('2026-03-02T17:40:00Z');
    expect(morning).not.toBe(evening);
    expect(morning).toMatch(/Mar/);
    expect(morning).toMatch(/\d{2}:\d{2}/);
    expect(morning).not.toMatch(/Monday/);
    expect(dateFormats('de').dateTime(AT)).toMatch(/März 2026/);
  });

  it('reads a calendar day as that day wherever the user is', () => {
    expect(dateFormats('en').short('2026-12-01')).toBe('Dec 1, 2026');
    expect(dateFormats('de').short('2026-12-01')).toBe('1. Dez. 2026');
    expect(dateFormats('fr').short('2026-12-01')).toBe('1 déc. 2026');
  });

  it("makes each language's formatters once", () => {
    expect(dateFormats('pl')).toBe(dateFormats('pl'));
  });

  it('shows a dash for a missing or unreadable value', () => {
    expect(dateFormats('en').short(null)).toBe('—');
    expect(dateFormats('en').long('not a date')).toBe('—');
  });
});
