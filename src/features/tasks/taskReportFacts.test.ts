import { describe, expect, it } from 'vitest';
import { reportFacts } from './taskReportFacts.ts';

describe('reportFacts', () => {
  it('reads a generation report: meters, readouts written, alerts and period', () => {
    const report = {
      meters: 1,
      readouts_written: 24,
      alerts: 0,
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-01T06:00:00.000Z',
    };
    expect(reportFacts({ kind: 'generateReadouts', report })).toEqual([
      { key: 'meters', count: 1 },
      { key: 'readouts_written', count: 24 },
      { key: 'alerts', count: 0 },
      { key: 'period', from: new Date(report.from), to: new Date(report.to) },
    ]);
  });

  it('reads an export report: file name and format', () => {
    const report = { file_name: 'readouts_21040082_x.csv', format: 'csv', serial: '21040082' };
    expect(reportFacts({ kind: 'exportReadouts', report })).toEqual([
      { key: 'file', name: 'readouts_21040082_x.csv' },
      { key: 'format', format: 'CSV' },
    ]);
  });

  it('reads a readings import report: meters and readings written', () => {
    const report = { rows: 60_000, written: 59_990, kept: 10, replaced: 0, meters: 12 };
    expect(reportFacts({ kind: 'importReadings', report })).toEqual([
      { key: 'meters', count: 12 },
      { key: 'readouts_written', count: 59_990 },
    ]);
  });

  it('leaves out what the report lacks, and says nothing of LoRa reports or missing ones', () => {
    expect(reportFacts({ kind: 'generateReadouts', report: { meters: 2, from: 'not a date', to: '' } })).toEqual([
      { key: 'meters', count: 2 },
    ]);
    expect(reportFacts({ kind: 'loraRegister', report: { registered: ['A'] } })).toEqual([]);
    expect(reportFacts({ kind: 'generateReadouts', report: null })).toEqual([]);
  });
});
