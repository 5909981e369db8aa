// constants.ts, not the domain barrel: the standalone elements would carry the permission tables with it.
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/domain/constants.ts';

export interface LocaleSources {
  /** a language the embedding page asks for (the element's `locale` attribute) */
  forced?: string | null;
  /** the saved choice (local storage key `locale`) */
  saved?: string | null;
  /** navigator.languages, most preferred first */
  browser?: readonly string[];
}

/** The primary subtag of a BCP 47 tag when it is one of ours: 'de-CH' -> 'de', 'EL' -> 'el'. */
export function toLocale(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** Spec section 1: the saved choice, otherwise the browser language, otherwise English. */
export function resolveLocale({ forced, saved, browser = [] }: LocaleSources): Locale {
  const explicit = toLocale(forced) ?? toLocale(saved);
  if (explicit) return explicit;
  for (const tag of browser) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
