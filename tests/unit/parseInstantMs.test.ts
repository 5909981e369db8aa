import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../../server/domain/parseDateTime.ts';
import { parseInstantMs } from '../../server/domain/parseInstantMs.ts';

describe('parseInstantMs', () => {
  it('reads every instant as parseDateTime does, the fixed ISO form without it and the rest through it', () => {
    const texts = [
      '2026-07-01T00:15:00.000Z',
      '2026-07-01T00:15:00Z',
      '2026-07-01T00:15:00',
      '2024-02-29T23:59:59Z',
      '2000-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-07-01T24:00:00Z',
      '2026-07-01T00:60:00Z',
      '2026-07-01T00:00:60Z',
      '0050-01-01T00:00:00Z',
      '2026-07-01T00:15:00.5Z',
      '2026-07-01T00:15:00.000z',
      '2026-07-01T02:15:00+02:00',
      '2026-07-01 00:15:00Z',
      ' 2026-07-01T00:15:00Z ',
      '2026-07-01',
      'x026-07-01T00:15:00Z',
      '2026-07-01T00:15:0aZ',
      '2026-07-01T00:15:00.00aZ',
      '',
    ];
    for (const text of texts)
      expect([text, parseInstantMs(text)]).toEqual([text, parseDateTime(text)?.date.getTime() ?? null]);
    expect(parseInstantMs('2026-07-01T00:15:00Z')).toBe(Date.UTC(2026, 6, 1, 0, 15));
  });
});
