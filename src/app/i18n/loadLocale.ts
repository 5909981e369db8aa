import type { Locale } from '../../core/domain/index.ts';
import en from '../../../locales/en.json';

export type Messages = typeof en;

const messagesOf = (module: { default: unknown }) => module.default as Messages;

/** English ships in the entry chunk; the other languages are fetched when first chosen. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  de: () => import('../../../locales/de.json').then(messagesOf),
  el: () => import('../../../locales/el.json').then(messagesOf),
  pl: () => import('../../../locales/pl.json').then(messagesOf),
  fr: () => import('../../../locales/fr.json').then(messagesOf),
};

export function loadLocale(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

export const englishMessages: Messages = en;
