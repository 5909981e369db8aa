import { describe, expect, it } from 'vitest';
import { createDeviceFormat } from './deviceFormat.ts';

describe('createDeviceFormat', () => {
  it('formats volumes in m³ with the language’s separators and at most three decimals', () => {
    expect(createDeviceFormat('en').volume(1234.56789)).toBe('1,234.568 m³');
    expect(createDeviceFormat('de').volume(1234.5)).toBe('1.234,5 m³');
  });

  it('shows a dash for missing values and unreadable dates', () => {
    const format = createDeviceFormat('en');
    expect(format.volume(null)).toBe('—');
    expect(format.dateTime(null)).toBe('—');
    expect(format.dateTime('not a date')).toBe('—');
  });

  it('formats a readout time in the language', () => {
    expect(createDeviceFormat('en').dateTime('2026-03-01T10:15:00Z')).toMatch(/2026/);
  });
});
