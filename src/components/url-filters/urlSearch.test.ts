import { describe, expect, it } from 'vitest';
import { hasAnyFilter, parseUrlSearch, withFilter } from './urlSearch.ts';

type Search = { search?: string; group?: string; offset?: number };

describe('url search helpers', () => {
  it('reads the given keys as text and a positive whole offset, and drops the rest', () => {
    const raw = { search: 123, group: '  ', offset: '40', other: 'x' };
    expect(parseUrlSearch<Search>(raw, ['search', 'group'])).toEqual({ search: '123', offset: 40 });
    expect(parseUrlSearch<Search>({ offset: -1 }, ['search'])).toEqual({});
  });

  it('changes one filter, forgets the page and drops empty values', () => {
    expect(withFilter<Search>({ search: 'a', group: '2', offset: 20 }, 'group', ' ')).toEqual({ search: 'a' });
    expect(hasAnyFilter<Search>({ offset: 20 }, ['search', 'group'])).toBe(false);
    expect(hasAnyFilter<Search>({ group: '2' }, ['search', 'group'])).toBe(true);
  });
});
