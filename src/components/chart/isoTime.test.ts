import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoTime } from './isoTime.ts';

describe('parseIsoTime', () => {
  it('reads the API form exactly as Date.parse does, over any time between years 1 and 9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        fc.boolean(),
        (date, ms) => {
          const iso = ms ? date.toISOString() : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
          expect(parseIsoTime(iso)).toBe(Date.parse(iso));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    '2024-02-29T12:15:00Z',
    '2023-02-31T00:00:00Z',
    '2023-01-01T24:00:00Z',
    '2023-01-01T23:59:60Z',
    '2023-13-01T00:00:00Z',
    '2023-01-01T00:00:00+01:00',
    '2023-01-01T00:00:00.5Z',
    '2023-01-01',
    '2023-0a-01T00:00:00Z',
    '',
    'not a time',
  ])('gives what Date.parse gives for %s', (text) => {
    expect(parseIsoTime(text)).toBe(Date.parse(text));
  });
});
