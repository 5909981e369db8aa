import type { Locale } from '../../core/domain/index.ts';
import type en from '../../../locales/en.json';

export type Messages = typeof en;

const messagesOf = (module: { default: unknown }) => module.default as Messages;

/** Every language, English too, is its own chunk: a visitor downloads only the language the UI shows. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../../locales/en.json').then(messagesOf),
  de: () => import('../../../locales/de.json').then(messagesOf),
  el: () => import('../../../locales/el.json').then(messagesOf),
  pl: () => import('../../../locales/pl.json').then(messagesOf),
  fr: () => import('../../../locales/fr.json').then(messagesOf),
};

export function loadLocale(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
