import type { TFunction } from 'i18next';
import type en from '../../../locales/en.json';

type SeriesKey = keyof (typeof en)['reports']['series'];

/** A chart's translated name; a key no language knows yet is shown as it is. */
export function seriesLabel(t: TFunction, key: string): string {
  return t(`reports.series.${key as SeriesKey}`, { defaultValue: key });
}

/** A report's unit as people write it: the API's plain `m3` and `m3/h` with a superscript three. */
export function unitLabel(unit: string | undefined): string | undefined {
  return unit ? unit.replace(/\bm3\b/g, 'm³') : undefined;
}
