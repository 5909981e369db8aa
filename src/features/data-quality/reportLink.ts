import type { ValidationFindingBody } from '../../core/contract/validation.ts';

const HOUR = 3_600_000;

/** A datetime-local value (the reports' `from`/`to` in the URL) of an instant in the browser's time zone. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The report of a finding's meter over its range with an hour around it, at quarter-hour granularity. */
export function reportSearchOf(finding: Pick<ValidationFindingBody, 'installation' | 'range_from' | 'range_to'>) {
  return {
    meter: finding.installation,
    granularity: 'quarter_hour' as const,
    from: localInput(Date.parse(finding.range_from) - HOUR),
    to: localInput(Date.parse(finding.range_to) + HOUR),
  };
}
