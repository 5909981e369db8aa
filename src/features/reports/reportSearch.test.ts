import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceOf, parseReportSearch, toReportUrlSearch, withChoice, type ReportSearch } from './reportSearch.ts';

describe('report search params', () => {
  it('reads a full view back from what it wrote', () => {
    const view: ReportSearch = {
      meter: 'u-1',
      type: 'afm',
      granularity: 'hour',
      preset: 'last_3_hours',
      live: true,
      charts: ['totalVolume', 'flow'],
    };
    const url = toReportUrlSearch(view);
    expect(url).toEqual({
      meter: 'u-1',
      type: 'afm',
      granularity: 'hour',
      preset: 'last_3_hours',
      live: true,
      charts: 'totalVolume,flow',
    });
    expect(parseReportSearch(url)).toEqual(view);
  });

  it('drops bad values so the defaults apply', () => {
    const view = parseReportSearch({
      meter: '  ',
      granularity: 'fortnight',
      preset: 'next_week',
      from: '2025-13-45T99:00',
      to: 'yesterday',
      live: 'maybe',
      charts: 'totalVolume,<script>,,',
    });
    expect(view).toEqual({ charts: ['totalVolume'] });
    expect(choiceOf(view)).toEqual({ preset: 'today' });
    expect(parseReportSearch({ granularity: 7, live: 0, charts: 12, meter: { a: 1 } })).toEqual({
      charts: ['12'],
    });
  });

  it('keeps a custom range over a preset, and a group over a meter', () => {
    const view = parseReportSearch({ from: '2025-03-01T06:00', to: '2025-03-02T06:00', preset: 'today' });
    expect(choiceOf(view)).toEqual({ from: '2025-03-01T06:00', to: '2025-03-02T06:00' });
    expect(parseReportSearch({ group: 'g-1', meter: 'u-1' })).toEqual({ group: 'g-1' });
    // The router reads `?live=1` as a number and `?live=true` as a boolean: both mean on.
    expect(parseReportSearch({ live: 1 }).live).toBe(true);
    expect(parseReportSearch({ live: 'true' }).live).toBe(true);
  });

  it('swaps the range without touching the rest of the view', () => {
    const custom = withChoice({ meter: 'u', preset: 'today' }, { from: '2025-03-01T06:00', to: '' });
    expect(custom).toEqual({ meter: 'u', from: '2025-03-01T06:00', to: undefined });
    expect(withChoice({ ...custom, to: '2025-03-02T00:00' }, { preset: 'yesterday' })).toEqual({
      meter: 'u',
      preset: 'yesterday',
    });
  });

  it('never throws on any search object the router may hand over', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        const view = parseReportSearch(raw);
        expect(parseReportSearch(toReportUrlSearch(view))).toEqual(view);
      }),
    );
  });
});
