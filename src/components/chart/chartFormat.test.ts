import { describe, expect, it } from 'vitest';
import { createChartFormatters } from './chartFormat.ts';

// Zurich switches to summer time at 01:00 UTC on 31 March 2024.
const seconds = Date.UTC(2024, 2, 31, 0, 30) / 1000;
const anHourLater = seconds + 3600;

describe('createChartFormatters', () => {
  it('shows times in the given time zone, daylight saving included', () => {
    const format = createChartFormatters('en-GB', 'Europe/Zurich');
    expect(format.time(seconds)).toBe('31 Mar 2024, 01:30');
    expect(format.tick(anHourLater, 3)).toBe('03:30');
  });

  it('labels year, month and day ticks coarsely, in the UI language', () => {
    const format = createChartFormatters('de', 'UTC');
    expect(format.tick(seconds, 0)).toBe('2024');
    expect(format.tick(seconds, 1)).toBe('März 2024');
    expect(format.tick(seconds, 2)).toBe('31. März');
  });

  it('formats values with the language’s separators', () => {
    expect(createChartFormatters('de').value(1234.5678)).toBe('1.234,568');
    expect(createChartFormatters('en').value(1234.5)).toBe('1,234.5');
  });

  it('never writes "-0" for a value that rounds to zero, and keeps the sign of a real negative', () => {
    expect(createChartFormatters('en').value(-0.0001)).toBe('0');
    expect(createChartFormatters('en').value(-0)).toBe('0');
    expect(createChartFormatters('de').value(-1.5)).toBe('-1,5');
  });
});
