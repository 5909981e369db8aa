import { STORAGE_KEYS, type Locale } from '../../../core/domain/constants.ts';
import { resolveLocale } from '../../i18n/resolveLocale.ts';

export interface LocaleEnvironment {
  /** where the portal saves the visitor's choice; default `localStorage` */
  storage?: Storage;
  /** default `navigator.languages` */
  languages?: readonly string[];
}

/** The element's `locale` attribute, else the portal's saved choice, else the browser's language, else English. */
export function elementLocale(attribute: string | null | undefined, environment: LocaleEnvironment = {}): Locale {
  let saved: string | null = null;
  try {
    saved = (environment.storage ?? localStorage).getItem(STORAGE_KEYS.locale);
  } catch {
    // Storage denied: the browser's language decides.
  }
  return resolveLocale({ forced: attribute, saved, browser: environment.languages ?? navigator.languages });
}
