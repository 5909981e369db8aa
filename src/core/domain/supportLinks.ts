/** The languages the support pages are written in (spec section 9); every other UI language gets English. */
export const SUPPORT_LANGUAGES = ['en', 'de', 'fr', 'pl'] as const;
export type SupportLanguage = (typeof SUPPORT_LANGUAGES)[number];

/** The reference server's own support pages (`support/` at the repository root). */
export const DEFAULT_SUPPORT_URL = '/support/{lang}/';

/** The support language for a UI language (a Locale, or whatever i18next reports): its own, else English. */
export function supportLanguage(locale: string | undefined): SupportLanguage {
  return (SUPPORT_LANGUAGES as readonly unknown[]).includes(locale) ? (locale as SupportLanguage) : 'en';
}

/** The support page for the UI language: `{lang}` in the template (VITE_SUPPORT_URL) becomes its language. */
export function supportUrl(locale: string | undefined, template: string = DEFAULT_SUPPORT_URL): string {
  return (template || DEFAULT_SUPPORT_URL).replaceAll('{lang}', supportLanguage(locale));
}
