import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, Field } from '../../components/inputs/index.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import type { ReportPreset } from '../../core/domain/reportRanges.ts';
import { PresetControls } from './PresetControls.tsx';
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
  return (
    <div className="mp-reports__range">
      <PresetControls
        granularity={granularity}
        onGranularityChange={props.onGranularityChange}
        preset={'preset' in choice ? choice.preset : undefined}
        onPreset={props.onPreset}
      />
      <Field controlId={`${id}-from`} label={t('reports.from')}>
        <DateTimeInput
          id={`${id}-from`}
          label={t('reports.from')}
          value={inputs.from}
          onChange={(from) => props.onCustom(from, inputs.to)}
        />
      </Field>
      <Field controlId={`${id}-to`} label={t('reports.to')}>
        <DateTimeInput
          id={`${id}-to`}
          label={t('reports.to')}
          value={inputs.to}
          onChange={(to) => props.onCustom(inputs.from, to)}
        />
      </Field>
      <label className="mp-reports__live">
        <input type="checkbox" checked={live} onChange={(event) => props.onLiveChange(event.target.checked)} />
        {t('reports.live')}
      </label>
    </div>
  );
}
