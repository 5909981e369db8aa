import type { TFunction } from 'i18next';
import type en from '../../../locales/en.json';

type SeriesKey = keyof (typeof en)['reports']['series'];
type AlertState = keyof (typeof en)['reports']['alerts']['states'];

/** A chart's translated name; a key no language knows yet is shown as it is. */
export function seriesLabel(t: TFunction, key: string): string {
  return t(`reports.series.${key as SeriesKey}`, { defaultValue: key });
}

/** An alert state's translated name; a state added to the server later is shown as sent. */
export function alertStateLabel(t: TFunction, state: string): string {
  return t(`reports.alerts.states.${state as AlertState}`, { defaultValue: state });
}

/** A report's unit as people write it: the API's plain `m3` and `m3/h` with a superscript three. */
export function unitLabel(unit: string | undefined): string | undefined {
  return unit ? unit.replace(/\bm3\b/g, 'm³') : undefined;
}
