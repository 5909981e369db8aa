import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/index.ts';
import { GRANULARITIES, isGranularity, type Granularity } from '../../core/domain/granularity.ts';
import { REPORT_PRESETS, type ReportPreset } from '../../core/domain/reportRanges.ts';
import { ButtonGroup } from './ButtonGroup.tsx';

export interface PresetControlsProps {
  granularity: Granularity;
  onGranularityChange: (granularity: Granularity) => void;
  /** the chosen preset, none for a custom range */
  preset: ReportPreset | undefined;
  onPreset: (preset: ReportPreset) => void;
}

/** The granularity choice and the preset buttons of a report (the Reports screen, a device group's consumption). */
export function PresetControls({ granularity, onGranularityChange, preset, onPreset }: PresetControlsProps) {
  const { t } = useTranslation();
  const options = GRANULARITIES.map((value) => ({ id: value, label: t(`reports.granularities.${value}`) }));
  return (
    <>
      <Select
        label={t('reports.granularity')}
        options={options}
        value={granularity}
        onChange={(value) => isGranularity(value) && onGranularityChange(value)}
        searchable={false}
        clearable={false}
      />
      <ButtonGroup
        label={t('reports.presetsLabel')}
        className="mp-reports__presets"
        buttonClassName="mp-button mp-reports__preset"
        items={REPORT_PRESETS}
        text={(entry) => t(`reports.presets.${entry}`)}
        pressed={(entry) => preset === entry}
        onPick={onPreset}
      />
    </>
  );
}
