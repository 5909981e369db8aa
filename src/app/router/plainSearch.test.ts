import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from './plainSearch.ts';

describe('plain search values', () => {
  it('writes text, numbers and flags plainly', () => {
    expect(stringifyPlainSearch({ serial: '21040010', offset: 100, live: true, q: 'Linz Süd' })).toBe(
      '?serial=21040010&offset=100&live=true&q=Linz+S%C3%BCd',
    );
  });

  it('reads plain values back, numbers and flags typed only where the text is exactly one', () => {
    expect(parsePlainSearch('?serial=21040010&offset=100&live=true&q=Linz+S%C3%BCd&lead=0012')).toEqual({
      serial: 21040010,
      offset: 100,
      live: true,
      q: 'Linz Süd',
      lead: '0012',
    });
  });

  it('still understands links with JSON-quoted values', () => {
    expect(parsePlainSearch('?serial=%2221040010%22&search=%22abc%22')).toEqual({ serial: '21040010', search: 'abc' });
  });

  it('round-trips text that would read as JSON, and structures', () => {
    for (const search of [{ q: '"quoted"' }, { q: '[1]' }, { q: '{x' }, { ids: ['a', 'b'] }, { range: { from: 1 } }]) {
      expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
    }
  });
});
