import type { TFunction } from 'i18next';
import type en from '../../../locales/en.json';
import { codeAsWords } from '../../core/labels/codeLabels.ts';

type SeriesKey = keyof (typeof en)['reports']['series'];

/** A chart's translated name; a key no language knows yet is written as words, never as the raw code. */
export function seriesLabel(t: TFunction, key: string): string {
  return t(`reports.series.${key as SeriesKey}`, { defaultValue: codeAsWords(key) });
}

export { unitLabel } from '../../core/labels/unitLabel.ts';
