import { describe, expect, it } from 'vitest';
import { formatLocalDay, parseLocalDay } from './localDay.ts';
import { joinDateTime, parseLocalTime, splitDateTime } from './localDateTime.ts';

describe('a date and time in the UI language', () => {
  it('splits a value into its day and 24-hour time, seconds dropped', () => {
    expect(splitDateTime('2026-02-01T06:05')).toEqual({ day: '2026-02-01', time: '06:05' });
    expect(splitDateTime('2026-02-01T23:59:30')).toEqual({ day: '2026-02-01', time: '23:59' });
    expect(splitDateTime('')).toEqual({ day: '', time: '' });
  });

  it.each([
    ['en', '02/01/2026'],
    ['de', '01.02.2026'],
    ['fr', '01/02/2026'],
    ['pl', '01.02.2026'],
    ['el', formatLocalDay('2026-02-01', 'el')],
  ])('is written and read back in %s with a 24-hour time', (locale, shownDay) => {
    const { day, time } = splitDateTime('2026-02-01T18:30');
    expect(formatLocalDay(day, locale)).toBe(shownDay);
    expect(time).toBe('18:30');
    expect(joinDateTime(parseLocalDay(shownDay, locale) ?? '', parseLocalTime('18:30') ?? '')).toBe('2026-02-01T18:30');
  });

  it('reads a time typed with a colon, a dot, an h or nothing; a text that is no time is null', () => {
    expect(parseLocalTime('6:05')).toBe('06:05');
    expect(parseLocalTime('18.30')).toBe('18:30');
    expect(parseLocalTime('18h30')).toBe('18:30');
    expect(parseLocalTime('0700')).toBe('07:00');
    expect(parseLocalTime('  ')).toBe('');
    expect(parseLocalTime('24:00')).toBeNull();
    expect(parseLocalTime('12:60')).toBeNull();
    expect(parseLocalTime('6 pm')).toBeNull();
  });

  it('joins a day and a time, midnight when no time and nothing without a day', () => {
    expect(joinDateTime('2026-02-01', '07:15')).toBe('2026-02-01T07:15');
    expect(joinDateTime('2026-02-01', '')).toBe('2026-02-01T00:00');
    expect(joinDateTime('', '07:15')).toBe('');
  });
});
