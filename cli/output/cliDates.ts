import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE } from '../../src/core/domain/constants.ts';
import { dateFormats, type DateFormats } from '../../src/core/domain/dateFormats.ts';

/**
 * The portal's date formats in the language of `--lang`, for the tables a command prints: the labels are
 * fixed to that language (createCliLabels), so they name it.
 */
export function cliDates(labels: TFunction): DateFormats {
  return dateFormats((labels as TFunction & { lng?: string }).lng ?? DEFAULT_LOCALE);
}
