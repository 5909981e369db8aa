import type { PortalTask } from './portalTask.ts';

/** One line of a finished readouts task's report in the panel; dates stay dates until the UI formats them. */
export type ReportFact =
  | { key: 'meters' | 'readouts_written' | 'alerts'; count: number }
  | { key: 'period'; from: Date; to: Date }
  | { key: 'file'; name: string }
  | { key: 'format'; format: string };

const numberOf = (report: Record<string, unknown>, name: string) =>
  typeof report[name] === 'number' ? report[name] : null;
const textOf = (report: Record<string, unknown>, name: string) =>
  typeof report[name] === 'string' && report[name] !== '' ? report[name] : null;

function periodOf(report: Record<string, unknown>): ReportFact[] {
  const from = new Date(textOf(report, 'from') ?? NaN);
  const to = new Date(textOf(report, 'to') ?? NaN);
  return Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) ? [] : [{ key: 'period', from, to }];
}

/**
 * What a generation report (meters, readouts written, alerts, period) or an export report (file name,
 * format, period) says, leaving out what it does not have. LoRa reports are lists; see `reportCounts`.
 */
export function reportFacts(task: Pick<PortalTask, 'kind' | 'report'>): ReportFact[] {
  const { report } = task;
  if (!report) return [];
  const facts: ReportFact[] = [];
  if (task.kind === 'generateReadouts') {
    for (const key of ['meters', 'readouts_written', 'alerts'] as const) {
      const count = numberOf(report, key);
      if (count !== null) facts.push({ key, count });
    }
    facts.push(...periodOf(report));
  } else if (task.kind === 'importReadings') {
    // an import's report counts the meters and the rows written (kept and replaced rows are not new)
    const meters = numberOf(report, 'meters');
    const written = numberOf(report, 'written');
    if (meters !== null) facts.push({ key: 'meters', count: meters });
    if (written !== null) facts.push({ key: 'readouts_written', count: written });
  } else if (task.kind === 'exportReadouts') {
    const name = textOf(report, 'file_name');
    const format = textOf(report, 'format');
    if (name) facts.push({ key: 'file', name });
    if (format) facts.push({ key: 'format', format: format.toUpperCase() });
    facts.push(...periodOf(report));
  }
  return facts;
}
