import { describe, expect, it } from 'vitest';
import { resolveLocale, toLocale } from './resolveLocale.ts';

describe('resolveLocale', () => {
  it('prefers the saved choice over the browser languages', () => {
    expect(resolveLocale({ saved: 'pl', browser: ['de-DE', 'fr'] })).toBe('pl');
  });

  it('uses the first supported browser language when nothing is saved', () => {
    expect(resolveLocale({ saved: null, browser: ['it-IT', 'el-GR', 'de'] })).toBe('el');
  });

  it('ignores a saved value that is not one of the five languages', () => {
    expect(resolveLocale({ saved: 'xx', browser: ['fr-CA'] })).toBe('fr');
  });

  it('falls back to English', () => {
    expect(resolveLocale({ saved: null, browser: ['ja', 'pt-BR'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('lets a forced language win over the saved one', () => {
    expect(resolveLocale({ forced: 'de', saved: 'fr', browser: ['pl'] })).toBe('de');
  });

  it('reads the primary subtag case-insensitively', () => {
    expect(toLocale('DE-ch')).toBe('de');
    expect(toLocale('en_GB')).toBe('en');
    expect(toLocale('')).toBeNull();
  });
});
