import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../components/test-utils/renderWidget.tsx';
import { alertMarkers } from './alertMarkers.ts';

describe('alertMarkers', () => {
  const { t } = createTestI18n();

  it('marks where each episode begins with its state, open ones as danger and ended ones as warning', () => {
    expect(
      alertMarkers(t, [
        { t: '2025-03-01T06:10:00Z', state: 'backflow', ended_at: null },
        { t: '2025-03-01T04:00:00Z', state: 'battery_low', ended_at: '2025-03-01T05:00:00Z' },
      ]),
    ).toEqual([
      { time: Date.parse('2025-03-01T06:10:00Z'), label: 'Backflow', tone: 'danger' },
      { time: Date.parse('2025-03-01T04:00:00Z'), label: 'Battery low', tone: 'warning' },
    ]);
  });

  it('names a state no language knows yet in words, never by its raw code', () => {
    expect(alertMarkers(t, [{ t: '2025-03-01T06:10:00Z', state: 'new_state', ended_at: null }])[0].label).toBe(
      'New state',
    );
  });
});
