import { describe, expect, it } from 'vitest';
import { checkChoice, resolveRange } from './reportRange.ts';

const now = new Date('2025-06-15T12:30:00Z');

describe('checkChoice', () => {
  it('accepts a preset at its own granularity and gives its instants', () => {
    const check = checkChoice({ preset: 'last_3_hours' }, 'quarter_hour', now, 'UTC');
    expect(check).toEqual({
      status: 'ok',
      range: { after: new Date('2025-06-15T09:30:00Z'), before: now },
    });
  });

  it('refuses a range longer than the cap of the granularity before any call', () => {
    const check = checkChoice({ preset: 'last_7_days' }, 'hour', now, 'UTC');
    expect(check).toEqual({ status: 'invalid', problem: { code: 'range', cap: { hours: 72 } } });
    expect(checkChoice({ preset: 'last_3_hours' }, 'minute', now, 'UTC').status).toBe('invalid');
    expect(checkChoice({ preset: 'last_3_months' }, 'day', now, 'UTC').status).toBe('ok');
  });

  it('reports a custom range that ends before it starts, and waits for both bounds', () => {
    const reversed = checkChoice({ from: '2025-06-02T00:00', to: '2025-06-01T00:00' }, 'day', now, 'UTC');
    expect(reversed).toEqual({ status: 'invalid', problem: { code: 'order' } });
    expect(checkChoice({ from: '2025-06-02T00:00', to: '' }, 'day', now, 'UTC')).toEqual({ status: 'incomplete' });
  });

  it('counts yesterday in the given time zone', () => {
    const range = resolveRange({ preset: 'yesterday' }, now, 'Europe/Vienna');
    expect(range).toEqual({ after: new Date('2025-06-13T22:00:00Z'), before: new Date('2025-06-14T22:00:00Z') });
  });
});
