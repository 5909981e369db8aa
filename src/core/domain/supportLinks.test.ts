import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants.ts';
import { DEFAULT_SUPPORT_URL, SUPPORT_LANGUAGES, supportLanguage, supportUrl } from './supportLinks.ts';

describe('supportUrl', () => {
  it.each(['en', 'de', 'fr', 'pl'])('gives %s its own page', (lang) => {
    expect(supportUrl(lang, DEFAULT_SUPPORT_URL)).toBe(`/support/${lang}/`);
  });

  it('sends Greek and anything unknown to the English page', () => {
    for (const locale of ['el', 'it', '', undefined, 'EN', 'de-DE']) expect(supportUrl(locale)).toBe('/support/en/');
  });

  it('fills every {lang} of a configured template and leaves the rest alone', () => {
    expect(supportUrl('fr', 'https://help.example.com/{lang}/portal?ref=portal&hl={lang}')).toBe(
      'https://help.example.com/fr/portal?ref=portal&hl=fr',
    );
    expect(supportUrl('pl', 'https://help.example.com/contact')).toBe('https://help.example.com/contact');
  });

  it('falls back to the default template when none is configured', () => {
    expect(supportUrl('de', '')).toBe('/support/de/');
    expect(supportUrl('de')).toBe('/support/de/');
  });

  it('knows a support language for every UI language', () => {
    expect(LOCALES.map(supportLanguage).every((lang) => SUPPORT_LANGUAGES.includes(lang))).toBe(true);
    expect(supportLanguage('el')).toBe('en');
  });
});
