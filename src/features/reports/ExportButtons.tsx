import { useTranslation } from 'react-i18next';
import { READOUT_EXPORT_FORMATS } from '../../core/domain/exportFormats.ts';
import type { ResolvedRange } from './reportRange.ts';
import { useReadoutExport } from './useReadoutExport.ts';

export interface ExportButtonsProps {
  serial: string;
  range: ResolvedRange | null;
}

/** The charted meter and range as a readouts file, one button per format. */
export function ExportButtons({ serial, range }: ExportButtonsProps) {
  const { t } = useTranslation();
  const download = useReadoutExport();
  return (
    <div className="mp-reports__export" role="group" aria-label={t('reports.export.label')}>
      {READOUT_EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="mp-button"
          disabled={!range || download.isPending}
          onClick={() => range && download.mutate({ serial, range, format })}
        >
          {t(`reports.export.${format}`)}
        </button>
      ))}
    </div>
  );
}
