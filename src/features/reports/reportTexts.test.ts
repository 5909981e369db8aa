import { describe, expect, it } from 'vitest';
import { unitLabel } from './reportTexts.ts';

describe('unitLabel', () => {
  it('writes cubic metres with a superscript three and leaves other units as they are', () => {
    expect(unitLabel('m3')).toBe('m³');
    expect(unitLabel('m3/h')).toBe('m³/h');
    expect(unitLabel('m/s')).toBe('m/s');
    expect(unitLabel('°C')).toBe('°C');
    expect(unitLabel('')).toBeUndefined();
    expect(unitLabel(undefined)).toBeUndefined();
  });
});
