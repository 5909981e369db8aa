import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { GRANULARITIES, isGranularity, type Granularity } from '../../core/domain/granularity.ts';
import { REPORT_PRESETS, type ReportPreset } from '../../core/domain/reportRanges.ts';
import type { RangeChoice } from './reportRange.ts';

export interface RangeControlsProps {
  granularity: Granularity;
  onGranularityChange: (granularity: Granularity) => void;
  choice: RangeChoice;
  /** what the From/To inputs show: the custom bounds, or the chosen preset's range */
  inputs: { from: string; to: string };
  onPreset: (preset: ReportPreset) => void;
  onCustom: (from: string, to: string) => void;
  live: boolean;
  onLiveChange: (live: boolean) => void;
}

/** Granularity, a preset or a custom from/to, and the live switch. */
export function RangeControls(props: RangeControlsProps) {
  const { granularity, choice, live, inputs } = props;
  const { t } = useTranslation();
  const id = useId();
  const options = GRANULARITIES.map((value) => ({ id: value, label: t(`reports.granularities.${value}`) }));
  return (
    <div className="mp-reports__range">
      <Select
        label={t('reports.granularity')}
        options={options}
        value={granularity}
        onChange={(value) => isGranularity(value) && props.onGranularityChange(value)}
        searchable={false}
        clearable={false}
      />
      <div className="mp-reports__presets" role="group" aria-label={t('reports.presetsLabel')}>
        {REPORT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="mp-button mp-reports__preset"
            aria-pressed={'preset' in choice && choice.preset === preset}
            onClick={() => props.onPreset(preset)}
          >
            {t(`reports.presets.${preset}`)}
          </button>
        ))}
      </div>
      <Field controlId={`${id}-from`} label={t('reports.from')}>
        <input
          id={`${id}-from`}
          className="mp-input"
          type="datetime-local"
          value={inputs.from}
          onChange={(event) => props.onCustom(event.target.value, inputs.to)}
        />
      </Field>
      <Field controlId={`${id}-to`} label={t('reports.to')}>
        <input
          id={`${id}-to`}
          className="mp-input"
          type="datetime-local"
          value={inputs.to}
          onChange={(event) => props.onCustom(inputs.from, event.target.value)}
        />
      </Field>
      <label className="mp-reports__live">
        <input type="checkbox" checked={live} onChange={(event) => props.onLiveChange(event.target.checked)} />
        {t('reports.live')}
      </label>
    </div>
  );
}
