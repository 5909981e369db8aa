import { describe, expect, it } from 'vitest';
import { checkPeriod, defaultPeriod } from './generatePeriod.ts';
import { toLocalInput } from './reportRange.ts';

describe('generation period', () => {
  it('starts from the charted range, or empty without one', () => {
    const range = { after: new Date('2026-03-01T00:00:00Z'), before: new Date('2026-03-01T06:00:00Z') };
    expect(defaultPeriod(range)).toEqual({ from: toLocalInput(range.after), to: toLocalInput(range.before) });
    expect(defaultPeriod(null)).toEqual({ from: '', to: '' });
  });

  it('answers the period as ISO datetimes in UTC', () => {
    const from = new Date(2026, 2, 1, 8, 0);
    const to = new Date(2026, 2, 1, 10, 30);
    expect(checkPeriod({ from: toLocalInput(from), to: toLocalInput(to) })).toEqual({
      ok: true,
      date_from: from.toISOString(),
      date_to: to.toISOString(),
    });
  });

  it('asks for both bounds and an end after the start', () => {
    expect(checkPeriod({ from: '', to: '' })).toEqual({
      ok: false,
      problems: { date_from: 'required', date_to: 'required' },
    });
    expect(checkPeriod({ from: '2026-03-01T10:00', to: '2026-03-01T10:00' })).toEqual({
      ok: false,
      problems: { date_to: 'order' },
    });
    expect(checkPeriod({ from: 'nonsense', to: '2026-03-01T10:00' })).toEqual({
      ok: false,
      problems: { date_from: 'required' },
    });
  });
});
