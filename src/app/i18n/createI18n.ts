import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../core/domain/index.ts';
import { loadLocale } from './loadLocale.ts';

/**
 * One i18next instance per portal or element, so two elements on a page can show two languages and
 * nothing is shared through i18next's global default instance. It starts without messages: only the
 * language shown is loaded (all five are complete, so no fallback language is needed).
 */
export async function createI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await changeLocale(instance, locale);
  return instance;
}

/** Loads the language's messages if needed, then switches; every mounted `t` re-renders without a reload. */
export async function changeLocale(instance: i18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadLocale(locale), true, true);
  }
  await instance.changeLanguage(locale);
}

export function currentLocale(instance: i18n): Locale {
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}
