import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import type { MeterChoice } from '../../core/contract/reports.ts';
import { meterGroupQueries } from '../../queries/meterGroupQueries.ts';
import {
  checkReportRange,
  coarserGranularities,
  presetRange,
  type ReportPreset,
} from '../../core/domain/reportRanges.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { usePortalServices } from '../common/index.ts';
import { loadShownCharts, saveShownCharts } from './chartSettings.ts';
import { chartSeriesOf } from '../../core/domain/chartSeries.ts';
import { metersQuery } from './reportQueries.ts';
import { checkChoice, resolveRange, toLocalInput } from './reportRange.ts';
import { choiceOf, DEFAULT_GRANULARITY, withChoice } from './reportSearch.ts';
import { useNow } from './useNow.ts';
import { useOpeningMeter } from './useOpeningMeter.ts';
import { useReportSearch } from './useReportSearch.ts';

/** A preset too long for the granularity the user chose, and the coarser one it is shown at instead. */
export interface CoarsenedGranularity {
  preset: ReportPreset;
  chosen: Granularity;
  shown: Granularity;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Everything the Reports screen lets the user choose, read from and written to the URL, and whether the
 * resulting report may be requested.
 */
export function useReportControls() {
  const { storage, http } = usePortalServices();
  const { search, setSearch } = useReportSearch();
  // The meter named by the URL, found among every meter the user may chart (the picker's own list).
  const meters = useQuery(metersQuery(http));
  const meter: MeterChoice | null =
    (search.meter && meters.data?.results?.find((choice) => choice.uuid === search.meter)) || null;
  const groups = useQuery(meterGroupQueries.choices(http));
  const group: MeterGroup | null =
    (search.group && groups.data?.find((choice) => choice.uuid === search.group)) || null;
  const groupMissing = Boolean(search.group) && groups.isFetched && !group;
  useOpeningMeter({ search, setSearch, meters: meters.data?.results, meter });
  const meterMissing = Boolean(search.meter) && meters.isFetched && !meter;
  // said beside the controls, so that a preset never changes the user's granularity silently
  const [coarsened, setCoarsened] = useState<CoarsenedGranularity | null>(null);
  const choice = choiceOf(search);
  const live = search.live ?? false;
  const zone = timeZone();
  // the granularity the user chose; until they choose one, the preset's own
  const granularity =
    search.granularity ??
    ('preset' in choice ? presetRange(choice.preset, new Date(), zone).granularity : DEFAULT_GRANULARITY);
  // A new choice counts from the present moment; live mode then moves it on every minute.
  const now = useNow(live, JSON.stringify(choice));
  const check = checkChoice(choice, granularity, now, zone);
  const presetShown = 'preset' in choice ? resolveRange(choice, now, zone) : null;
  const inputs =
    'preset' in choice
      ? {
          from: presetShown ? toLocalInput(presetShown.after) : '',
          to: presetShown ? toLocalInput(presetShown.before) : '',
        }
      : choice;
  const chartType = meter?.meter_type ?? '';
  const available = chartSeriesOf(chartType).map((series) => series.key);
  const fromUrl = search.charts?.filter((key) => available.includes(key));
  const shown = fromUrl?.length ? fromUrl : chartType ? loadShownCharts(storage, chartType) : [];

  return {
    search,
    meterType: search.type ?? '',
    meter,
    meterMissing,
    groups,
    group,
    groupMissing,
    granularity,
    coarsened,
    choice,
    inputs,
    live,
    shown,
    check,
    timeZone: zone,
    setMeterType: (next: string) =>
      setSearch((current) => ({
        ...current,
        type: next || undefined,
        meter: meter && next && meter.meter_type !== next ? undefined : current.meter,
      })),
    setMeter: (next: MeterChoice | null) =>
      setSearch((current) => ({ ...current, meter: next?.uuid, group: undefined, charts: undefined })),
    setGroup: (next: MeterGroup | null) =>
      setSearch((current) => ({ ...current, group: next?.uuid, meter: undefined, charts: undefined })),
    setGranularity: (next: Granularity) => {
      setCoarsened(null);
      setSearch((current) => ({ ...current, granularity: next }));
    },
    setLive: (next: boolean) => setSearch((current) => ({ ...current, live: next || undefined })),
    // A preset keeps the granularity the user chose while its period allows it, else takes the nearest
    // coarser one that does; without a choice, the preset's own applies (and is not written in the URL).
    choosePreset: (preset: ReportPreset) => {
      const range = presetRange(preset, new Date(), zone);
      const chosen = search.granularity;
      const allowed =
        !chosen || checkReportRange(range.after, range.before, chosen) === null
          ? chosen
          : (coarserGranularities(range.after, range.before, chosen)[0] ?? range.granularity);
      setCoarsened(chosen && allowed && allowed !== chosen ? { preset, chosen, shown: allowed } : null);
      setSearch((current) => ({ ...withChoice(current, { preset }), granularity: allowed }));
    },
    // The inputs show the preset's range, so editing one bound of a preset starts from the other.
    // Typing a date changes it field by field: one history entry for the whole edit.
    chooseCustom: (from: string, to: string) => {
      setCoarsened(null);
      setSearch((view) => withChoice(view, { from, to }), { replace: !('preset' in choice) });
    },
    setShown: (keys: string[]) => {
      if (!chartType) return;
      saveShownCharts(storage, chartType, keys);
      setSearch((current) => ({ ...current, charts: keys.length ? keys : undefined }));
    },
  };
}
