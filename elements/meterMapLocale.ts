import { DEFAULT_LOCALE, isLocale, STORAGE_KEYS, type Locale } from '../src/core/domain/constants.ts';

/** The attribute's language, else the portal's saved choice, else the browser's, else English. */
export function meterMapLocale(attribute: string | undefined, languages: readonly string[]): Locale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    // Storage denied: the browser's language decides.
  }
  for (const tag of [attribute, saved, ...languages]) {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
