import { useTranslation } from 'react-i18next';
import { READOUT_EXPORT_FORMATS } from '../../core/domain/exportFormats.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { AFM_METER_TYPE } from '../../core/domain/meterTypes.ts';
import type { ResolvedRange } from './reportRange.ts';
import { useReadoutExport } from './useReadoutExport.ts';

export interface ExportButtonsProps {
  serial: string;
  /** AFM meters also offer the AFM export */
  meterType: string;
  range: ResolvedRange | null;
  /** the chart's granularity and time zone: the readouts export has one row per bucket, as charted */
  granularity: Granularity;
  timeZone: string;
}

/** The charted meter and range as a readouts file, one button per format; for AFM meters the AFM export too. */
export function ExportButtons({ serial, meterType, range, granularity, timeZone }: ExportButtonsProps) {
  const { t } = useTranslation();
  const download = useReadoutExport();
  return (
    <>
      <div className="mp-reports__export" role="group" aria-label={t('reports.export.label')}>
        {READOUT_EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="mp-button"
            disabled={!range || download.isPending}
            onClick={() => range && download.mutate({ serial, range, format, granularity, timeZone })}
          >
            {t(`reports.export.${format}`)}
          </button>
        ))}
      </div>
      {meterType === AFM_METER_TYPE ? (
        <div
          className="mp-reports__export"
          role="group"
          aria-label={t('reports.export.afm.label')}
          title={t('reports.export.afm.hint')}
        >
          {READOUT_EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className="mp-button"
              disabled={!range || download.isPending}
              onClick={() => range && download.mutate({ serial, range, format, afm: true })}
            >
              {t(`reports.export.afm.${format}`)}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
