import { describe, expect, it } from 'vitest';
import { formatLocalDay, parseLocalDay } from './localDay.ts';

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
});
