import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import pl from '../../locales/pl.json';
import { message, pickLanguage } from '../../server/http/messages.ts';

describe('message', () => {
  it("renders the server section of the language's locale file", () => {
    expect(message('de', 'meterUnavailable', { pk: 7 })).toBe(
      'Den Zähler „7“ gibt es nicht, oder er gehört zu einer Firma, die Sie nicht verwenden dürfen.',
    );
    expect(message('pl', 'taskFailed')).toBe(pl.server.taskFailed);
    expect(message('en', 'rangeTooLongDays', { n: 1, granularity: 'quarter_hour' })).toBe(
      'At the granularity "15 minutes" a report may span at most 1 day; choose a shorter range or a coarser granularity.',
    );
    expect(message('en', 'rangeTooLongDays', { n: 3, granularity: 'hour' })).toContain(
      '"Hourly" a report may span at most 3 days;',
    );
    expect(message('pl', 'rangeTooLongDays', { n: 1, granularity: 'hour' })).toContain(
      '"Godzinowo" raport może obejmować najwyżej 1 dzień;',
    );
  });

  it('shares the texts the portal shows with the same words', () => {
    expect(message('de', 'passwordTooWeak')).toBe(de.validation.passwordTooWeak);
    expect(Object.keys(en.server)).not.toContain('passwordTooWeak');
  });

  it('never reads a value a client sent as a placeholder or a nested text', () => {
    const input = '{{type}} $t(server.required) {n} $&';
    expect(message('en', 'invalidChoice', { input })).toBe(`"${input}" is not a valid choice.`);
  });

  it('shows a variable the caller left out as {name}, and speaks English for an unknown language', () => {
    expect(message('xx', 'invalidSerial')).toBe('"{serial}" is not a valid serial number.');
  });
});

describe('pickLanguage', () => {
  it.each([
    ['de-CH,de;q=0.9,en;q=0.5', 'de'],
    ['it, fr;q=0.2', 'fr'],
    ['en;q=0.3, PL-pl;q=0.8', 'pl'],
    ['el-GR', 'el'],
    ['fr;q=0', 'en'],
    ['ja, *;q=0.1', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
