import { useTranslation } from 'react-i18next';
import { READOUT_EXPORT_FORMATS, type ReadoutExportFormat } from '../../core/domain/exportFormats.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { AFM_METER_TYPE } from '../../core/domain/meterTypes.ts';
import { ButtonGroup } from './ButtonGroup.tsx';
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
  const formats = (afm: boolean) => ({
    className: 'mp-reports__export',
    buttonClassName: 'mp-button',
    items: READOUT_EXPORT_FORMATS,
    disabled: !range || download.isPending,
    onPick: (format: ReadoutExportFormat) =>
      range && download.mutate({ serial, range, format, afm, ...(!afm && { granularity, timeZone }) }),
  });
  return (
    <>
      <ButtonGroup
        label={t('reports.export.label')}
        text={(format) => t(`reports.export.${format}`)}
        {...formats(false)}
      />
      {meterType === AFM_METER_TYPE ? (
        <ButtonGroup
          label={t('reports.export.afm.label')}
          title={t('reports.export.afm.hint')}
          text={(format) => t(`reports.export.afm.${format}`)}
          {...formats(true)}
        />
      ) : null}
    </>
  );
}
