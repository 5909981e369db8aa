import { useTranslation } from 'react-i18next';
import type { Report } from '../../core/contract/reports.ts';

/** How complete the charted readings are: received against expected (one every 15 minutes per meter, up to now). */
export function ReportCompleteness({ report }: { report: Pick<Report, 'completeness'> | undefined }) {
  const { t, i18n } = useTranslation();
  const completeness = report?.completeness;
  if (!completeness || completeness.expected === 0) return null;
  const share = Math.min(1, completeness.received / completeness.expected);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <p className="mp-reports__completeness" data-received={completeness.received} data-expected={completeness.expected}>
      {t('reports.quality.completeness', {
        received: number.format(completeness.received),
        expected: number.format(completeness.expected),
        percent,
      })}
    </p>
  );
}
