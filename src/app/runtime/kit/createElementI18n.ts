import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../../core/domain/constants.ts';
import type { LocaleTexts, MessagesPart } from '../../../features/common/LocaleTexts.ts';

/** Which texts an instance has asked for, which it holds in which language, and the language it is switching to. */
interface TextsState {
  used: Set<LocaleTexts>;
  added: Map<Locale, Set<LocaleTexts>>;
  target: Locale;
}

const states = new WeakMap<i18n, TextsState>();

function stateOf(instance: i18n): TextsState {
  const state = states.get(instance);
  if (!state) throw new Error('i18n instance not made by createElementI18n');
  return state;
}

/**
 * One i18next instance per portal or element, so two elements on a page can show two languages and nothing
 * is shared through i18next's global default instance. It starts with `texts` (the sections the element shows
 * first, from `virtual:locale-texts/...`) in the shown language only: every language is complete, so no
 * fallback language is needed. More sections join later through `loadTexts`.
 */
export async function createElementI18n(locale: Locale, texts: readonly LocaleTexts[]): Promise<i18n> {
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
  states.set(instance, { used: new Set(texts), added: new Map(), target: locale });
  await changeLocale(instance, locale);
  return instance;
}

/**
 * An element's sections with their English built into its own file: a visitor reading English fetches no
 * language chunk (pass the sections as named imports of locales/en.json, so only they are bundled).
 */
export function withEnglish(texts: LocaleTexts, english: MessagesPart): LocaleTexts {
  return { ...texts, en: () => Promise.resolve({ default: english }) };
}

async function addTexts(instance: i18n, locale: Locale, texts: LocaleTexts): Promise<void> {
  const { added } = stateOf(instance);
  if (added.get(locale)?.has(texts)) return;
  const { default: part } = await texts[locale]();
  instance.addResourceBundle(locale, 'translation', part, true, true);
  added.set(locale, (added.get(locale) ?? new Set()).add(texts));
}

/**
 * Loads texts a screen needs in the shown language, and in the language a switch under way goes to, so the
 * screen never shows a raw key; later switches bring them along in the new language.
 */
export async function loadTexts(instance: i18n, texts: LocaleTexts): Promise<void> {
  const state = stateOf(instance);
  state.used.add(texts);
  const languages = new Set([currentLocale(instance), state.target]);
  await Promise.all([...languages].map((locale) => addTexts(instance, locale, texts)));
}

/**
 * Loads every text the instance uses so far in the new language, then switches: every mounted `t` re-renders
 * without a reload. Of quick successive switches the last one wins.
 */
export async function changeLocale(instance: i18n, locale: Locale): Promise<void> {
  const state = stateOf(instance);
  state.target = locale;
  try {
    await Promise.all([...state.used].map((texts) => addTexts(instance, locale, texts)));
  } catch (error) {
    if (state.target === locale) state.target = currentLocale(instance);
    throw error;
  }
  if (state.target === locale) await instance.changeLanguage(locale);
}

export function currentLocale(instance: i18n): Locale {
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}
