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

  it('shows a dash for a missing or unreadable value', () => {
    expect(dateFormats('en').short(null)).toBe('—');
    expect(dateFormats('en').long('not a date')).toBe('—');
  });
});
