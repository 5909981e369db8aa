import { describe, expect, it } from 'vitest';
import { firstEnabled, lastEnabled, stepEnabled, typeahead } from './menuNavigation.ts';

const items = [
  { label: 'Edit', disabled: true },
  { label: 'Export' },
  { label: 'Discard' },
  { label: 'Delete' },
  { label: 'Close', disabled: true },
];

describe('menu navigation', () => {
  it('finds the first and last enabled items', () => {
    expect(firstEnabled(items)).toBe(1);
    expect(lastEnabled(items)).toBe(3);
    expect(firstEnabled([{ label: 'x', disabled: true }])).toBe(-1);
  });

  it('steps over disabled items and wraps around', () => {
    expect(stepEnabled(items, 1, 1)).toBe(2);
    expect(stepEnabled(items, 3, 1)).toBe(1);
    expect(stepEnabled(items, 1, -1)).toBe(3);
  });

  it('jumps to the next enabled label starting with a typed letter, cycling among matches', () => {
    expect(typeahead(items, 1, 'd')).toBe(2);
    expect(typeahead(items, 2, 'D')).toBe(3);
    expect(typeahead(items, 3, 'd')).toBe(2);
    expect(typeahead(items, 1, 'c')).toBe(-1);
  });
});
