import { describe, expect, it } from 'vitest';
import { hasFilters, parseDeviceSearch, toListParams, toUrlSearch, withFilter } from './deviceSearch.ts';

describe('parseDeviceSearch', () => {
  it('keeps known keys as text, even those the router parsed as numbers or booleans', () => {
    expect(parseDeviceSearch({ serial: 21040010, search: true, type: 'afm', offset: '200', junk: 'x' })).toEqual({
      serial: '21040010',
      search: 'true',
      type: 'afm',
      offset: 200,
    });
  });

  it('drops blank values, objects and offsets that are not positive whole numbers', () => {
    expect(parseDeviceSearch({ search: '  ', group: { a: 1 }, offset: -100 })).toEqual({});
    expect(parseDeviceSearch({ offset: 1.5 })).toEqual({});
    expect(parseDeviceSearch({ offset: 'abc' })).toEqual({});
  });
});

describe('withFilter', () => {
  it('sets a filter and resets the page', () => {
    expect(withFilter({ ordering: '-volume', offset: 300 }, 'search', 'DN25')).toEqual({
      ordering: '-volume',
      search: 'DN25',
    });
  });

  it('removes a filter set to blank', () => {
    expect(withFilter({ serial: '1', type: 'afm', offset: 100 }, 'serial', ' ')).toEqual({ type: 'afm' });
  });
});

describe('toListParams', () => {
  it('names the server fields and starts at offset 0', () => {
    expect(toListParams({ serial: 'S1', type: 'afm', alert: 'backflow', company: '3', group: 'g' }, 100)).toEqual({
      limit: 100,
      offset: 0,
      serial_number: 'S1',
      meter_type: 'afm',
      alert: 'backflow',
      company: '3',
      group: 'g',
    });
    expect(toListParams({ offset: 200, ordering: '-last_readout', search: 'x' }, 100)).toEqual({
      limit: 100,
      offset: 200,
      ordering: '-last_readout',
      search: 'x',
    });
  });
});

describe('hasFilters', () => {
  it('ignores ordering, page and the open device', () => {
    expect(hasFilters({ ordering: 'volume', offset: 100, device: 'u' })).toBe(false);
    expect(hasFilters({ alert: 'backflow' })).toBe(true);
  });
});

describe('toUrlSearch', () => {
  it('hands plain whole numbers to the router as numbers and reads them back as the same text', () => {
    const search = { serial: '21040082', search: '0042', company: '3', ordering: '-volume', offset: 100 };
    const url = toUrlSearch(search);
    expect(url).toEqual({ serial: 21040082, search: '0042', company: 3, ordering: '-volume', offset: 100 });
    expect(parseDeviceSearch(url)).toEqual(search);
  });

  it('keeps digits that would not survive as a number as text', () => {
    expect(toUrlSearch({ serial: '12345678901234567890' })).toEqual({ serial: '12345678901234567890' });
  });
});
