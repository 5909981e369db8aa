import { useState } from 'react';
import type { MeterChoice } from '../../core/contract/reports.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { presetRange, type ReportPreset } from '../../core/domain/reportRanges.ts';
import { usePortalServices } from '../common/index.ts';
import { loadShownCharts, saveShownCharts } from './chartSettings.ts';
import { checkChoice, resolveRange, toLocalInput, type RangeChoice } from './reportRange.ts';
import { useNow } from './useNow.ts';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Everything the Reports screen lets the user choose, and whether the resulting report may be requested. */
export function useReportControls() {
  const { storage } = usePortalServices();
  const [meterType, setMeterType] = useState('');
  const [meter, setMeter] = useState<MeterChoice | null>(null);
  const [granularity, setGranularity] = useState<Granularity>('quarter_hour');
  const [choice, setChoice] = useState<RangeChoice>({ preset: 'today' });
  const [live, setLive] = useState(false);
  const [shownByType, setShownByType] = useState<Record<string, string[]>>({});
  const zone = timeZone();
  // A new choice counts from the present moment; live mode then moves it on every minute.
  const now = useNow(live, choice);
  const check = checkChoice(choice, granularity, now, zone);
  const chartType = meter?.meter_type ?? '';
  const shown = shownByType[chartType] ?? (chartType ? loadShownCharts(storage, chartType) : []);

  return {
    meterType,
    meter,
    granularity,
    choice,
    live,
    shown,
    check,
    timeZone: zone,
    setMeterType: (next: string) => {
      setMeterType(next);
      if (meter && next && meter.meter_type !== next) setMeter(null);
    },
    setMeter,
    setGranularity,
    setLive,
    choosePreset: (preset: ReportPreset) => {
      setChoice({ preset });
      setGranularity(presetRange(preset, new Date(), zone).granularity);
    },
    chooseCustom: (from: string, to: string) => {
      // Editing one bound of a preset starts from the preset's own range.
      const current = resolveRange(choice, now, zone);
      setChoice({
        from: from || (current ? toLocalInput(current.after) : ''),
        to: to || (current ? toLocalInput(current.before) : ''),
      });
    },
    setShown: (keys: string[]) => {
      if (!chartType) return;
      saveShownCharts(storage, chartType, keys);
      setShownByType((previous) => ({ ...previous, [chartType]: keys }));
    },
  };
}
