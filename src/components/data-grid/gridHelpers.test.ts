import { describe, expect, it } from 'vitest';
import { nextOrdering, sortStateOf } from './ordering.ts';
import { pageRange } from './pageRange.ts';

describe('ordering', () => {
  it('reads the sort state of a field from DRF ordering', () => {
    expect(sortStateOf('serial_number', 'serial_number')).toBe('ascending');
    expect(sortStateOf('-serial_number', 'serial_number')).toBe('descending');
    expect(sortStateOf('-created', 'serial_number')).toBe('none');
    expect(sortStateOf(undefined, 'serial_number')).toBe('none');
  });

  it('sorts a new column ascending, then flips', () => {
    expect(nextOrdering('-created', 'name')).toBe('name');
    expect(nextOrdering('name', 'name')).toBe('-name');
    expect(nextOrdering('-name', 'name')).toBe('name');
  });
});

describe('pageRange', () => {
  it('describes the first, a middle and the last page', () => {
    expect(pageRange(250, 100, 0)).toEqual({ from: 1, to: 100, hasPrevious: false, hasNext: true, lastOffset: 200 });
    expect(pageRange(250, 100, 100)).toMatchObject({ from: 101, to: 200, hasPrevious: true, hasNext: true });
    expect(pageRange(250, 100, 200)).toMatchObject({ from: 201, to: 250, hasPrevious: true, hasNext: false });
  });

  it('handles exact multiples and empty lists', () => {
    expect(pageRange(200, 100, 0).lastOffset).toBe(100);
    expect(pageRange(0, 100, 0)).toEqual({ from: 0, to: 0, hasPrevious: false, hasNext: false, lastOffset: 0 });
  });
});
