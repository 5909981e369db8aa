import type { ValidationFindingBody } from '../../core/contract/validation.ts';

/** The numbers behind a finding as `label: value` pairs, rounded for reading; `label` names a detail's key. */
export function findingDetail(
  finding: Pick<ValidationFindingBody, 'detail'>,
  locale: string,
  label: (key: string) => string,
): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return Object.entries(finding.detail)
    .map(([key, value]) => `${label(key)}: ${format.format(value)}`)
    .join(', ');
}
