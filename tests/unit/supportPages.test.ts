import { describe, expect, it } from 'vitest';
import { renderSupportPage, supportTexts } from '../../scripts/supportPages.ts';
import { SUPPORT_LANGUAGES } from '../../src/core/domain/supportLinks.ts';

const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, each]) => [key, shape(each)]))
      : typeof value;

describe('the support pages generator', () => {
  it.each(SUPPORT_LANGUAGES)('has texts for %s in the shape of the English ones', (lang) => {
    expect(shape(supportTexts(lang))).toEqual(shape(supportTexts('en')));
  });

  it('marks the page of its own language as current and links the guides', () => {
    const page = renderSupportPage('de', supportTexts('de'));
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<a href="../de/" hreflang="de" lang="de" aria-current="page">Deutsch</a>');
    expect(page).toContain('<a href="/embed/" hreflang="en">');
  });
});
