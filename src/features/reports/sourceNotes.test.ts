import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../components/test-utils/renderWidget.tsx';
import { sourceNotes } from './sourceNotes.ts';

describe('sourceNotes', () => {
  const { t } = createTestI18n();

  it('names where the readings of each point came from, by the chart’s time in seconds', () => {
    const noteAt = sourceNotes(t, [
      { t: '2026-11-20T08:00:00.000Z', v: 10.5, s: ['wmbus'] },
      { t: '2026-11-20T08:15:00.000Z', v: 10.6, s: ['simulated', 'wmbus'] },
      { t: '2026-11-20T08:30:00.000Z', v: null },
    ]);
    const second = (iso: string) => Date.parse(iso) / 1000;
    expect(noteAt(second('2026-11-20T08:00:00Z'))).toBe('Source: wireless M-Bus telegram');
    expect(noteAt(second('2026-11-20T08:15:00Z'))).toBe('Source: simulated, wireless M-Bus telegram');
    expect(noteAt(second('2026-11-20T08:30:00Z'))).toBeNull();
  });
});
