import i18next, { type i18n } from 'i18next';
// Named imports: the element carries the map's texts only, not the whole portal's English file.
import { map, widgets } from '../locales/en.json';
import elementTexts from 'virtual:locale-texts/mapElement=map+widgets';
import { DEFAULT_LOCALE, type Locale } from '../src/core/domain/constants.ts';

type Texts = { map: typeof map; widgets: typeof widgets };

async function textsOf(locale: Locale): Promise<Texts> {
  if (locale === 'en') return { map, widgets };
  // the other languages' map and widget texts: one small chunk each
  return (await elementTexts[locale]()).default as Texts;
}

/** One i18next instance per `<meter-map>`, holding the map's texts in English and the chosen language. */
export async function createMeterMapI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { en: { translation: { map, widgets } } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await switchMeterMapLocale(instance, locale);
  return instance;
}

export async function switchMeterMapLocale(instance: i18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation'))
    instance.addResourceBundle(locale, 'translation', await textsOf(locale), true, true);
  await instance.changeLanguage(locale);
}
