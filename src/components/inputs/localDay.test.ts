import { describe, expect, it } from 'vitest';
import { formatLocalDay, formatShortDay, parseLocalDay } from './localDay.ts';

describe('a day in the UI language', () => {
  it('is written in the order and with the separator of the language', () => {
    expect(formatLocalDay('2026-02-01', 'de')).toBe('01.02.2026');
    expect(formatLocalDay('2026-02-01', 'en')).toBe('02/01/2026');
    expect(formatLocalDay('2026-02-01', 'fr')).toBe('01/02/2026');
    expect(formatLocalDay('2026-02-01', 'pl')).toBe('01.02.2026');
    expect(formatLocalDay('', 'de')).toBe('');
  });

  it('is read back in that order, with any separator; a text that is no day is null', () => {
    expect(parseLocalDay('1.2.2026', 'de')).toBe('2026-02-01');
    expect(parseLocalDay('02/01/2026', 'en')).toBe('2026-02-01');
    expect(parseLocalDay('01 02 2026', 'fr')).toBe('2026-02-01');
    expect(parseLocalDay(formatLocalDay('2026-12-31', 'el'), 'el')).toBe('2026-12-31');
    expect(parseLocalDay('', 'de')).toBe('');
    expect(parseLocalDay('31.02.2026', 'de')).toBeNull();
    expect(parseLocalDay('01.02.26', 'de')).toBeNull();
    expect(parseLocalDay('morgen', 'de')).toBeNull();
  });

  it('is shown in the short format (year, short month, day) and read back from it, the ISO form and month names', () => {
    expect(formatShortDay('2026-02-14', 'en')).toBe('Feb 14, 2026');
    expect(formatShortDay('2026-02-14', 'de')).toBe('14. Feb. 2026');
    expect(formatShortDay('', 'en')).toBe('');
    for (const locale of ['en', 'de', 'fr', 'pl', 'el'])
      for (let month = 1; month <= 12; month++) {
        const day = `2026-${String(month).padStart(2, '0')}-28`;
        expect(parseLocalDay(formatShortDay(day, locale), locale)).toBe(day);
      }
    expect(parseLocalDay('2026-02-14', 'de')).toBe('2026-02-14');
    expect(parseLocalDay('14 February 2026', 'en')).toBe('2026-02-14');
    expect(parseLocalDay('14. februar 2026', 'de')).toBe('2026-02-14');
    expect(parseLocalDay('14 fevrier 2026', 'fr')).toBe('2026-02-14');
    expect(parseLocalDay('Feb 30, 2026', 'en')).toBeNull();
    expect(parseLocalDay('Feb 14', 'en')).toBeNull();
    expect(parseLocalDay('Brumaire 14, 2026', 'en')).toBeNull();
  });
});
