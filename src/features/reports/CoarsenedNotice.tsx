import { useTranslation } from 'react-i18next';
import type { CoarsenedGranularity } from './useReportControls.ts';

/** Says that a preset was too long for the chosen granularity and which coarser one the charts show instead. */
export function CoarsenedNotice({ coarsened }: { coarsened: CoarsenedGranularity | null }) {
  const { t } = useTranslation();
  return coarsened ? (
    <p className="mp-reports__note mp-reports__coarsened" role="status">
      {t('reports.coarsened', {
        preset: t(`reports.presets.${coarsened.preset}`),
        chosen: t(`reports.granularities.${coarsened.chosen}`),
        shown: t(`reports.granularities.${coarsened.shown}`),
      })}
    </p>
  ) : null;
}
