import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  parsePointSearch,
  toListParams,
  toMapFilters,
  toUrlSearch,
  withFilter,
} from './measuringPointSearch.ts';

describe('measuring point search in the URL', () => {
  it('reads text, numbers parsed by the router, and a positive offset; drops the rest', () => {
    expect(parsePointSearch({ search: 123, company: '4', offset: '200', point: 7, edit: 'new', junk: 'x' })).toEqual({
      search: '123',
      company: '4',
      offset: 200,
      point: '7',
      edit: 'new',
    });
    expect(parsePointSearch({ search: '  ', offset: -5, group: {} })).toEqual({});
  });

  it('goes back to the first page when a filter changes', () => {
    const next = withFilter({ search: 'a', offset: 300, ordering: '-name' }, 'group', 'g-1');
    expect(next).toEqual({ search: 'a', group: 'g-1', ordering: '-name' });
    expect(withFilter(next, 'search', ' ')).toEqual({ group: 'g-1', ordering: '-name' });
    expect(hasFilters({ ordering: 'name', point: '1' })).toBe(false);
    expect(hasFilters({ company: '3' })).toBe(true);
  });

  it('gives the grid and the map the same filters', () => {
    const search = { search: 'Linz', company: '3', ordering: '-name', offset: 100, point: '9' };
    expect(toListParams(search, 100)).toEqual({
      limit: 100,
      offset: 100,
      search: 'Linz',
      company: '3',
      ordering: '-name',
    });
    expect(toMapFilters(search)).toEqual({ search: 'Linz', company: '3', group: undefined });
  });

  it('writes ids as numbers and text as text', () => {
    expect(toUrlSearch({ point: '298', edit: 'new', company: '3', search: '123', group: 'a-b' })).toEqual({
      point: 298,
      edit: 'new',
      company: 3,
      search: '123',
      group: 'a-b',
    });
    expect(parsePointSearch(toUrlSearch({ point: '298', company: '3' }))).toEqual({ point: '298', company: '3' });
  });
});
